/** How many units left counts as "only a few left". */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState =
  { kind: 'out'; label: 'Out of stock' } | { kind: 'low'; label: string } | { kind: 'in'; label: string };

/** What a shopper is told about the stock of a product in their store. */
export function stockState(userStock: number): StockState {
  if (userStock <= 0) return { kind: 'out', label: 'Out of stock' };
  if (userStock <= LOW_STOCK_THRESHOLD) return { kind: 'low', label: `Only ${userStock} left` };
  return { kind: 'in', label: 'In stock' };
}
