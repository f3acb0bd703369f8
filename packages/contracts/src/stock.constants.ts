/**
 * The stock journal's words: what a change is, what a store admin may post, what moved it, and when
 * a shelf is low. Apart from constants.ts so that the storefront's first load, which shares that
 * module with every page, does not carry the back-office's vocabulary.
 */
/** Stock journal categories; a SOLD change can never add stock. */
export const STOCK_CHANGE_CATEGORIES = [
  'RESTOCK',
  'SOLD',
  'RETURNED',
  'ADJUSTMENT',
  'DAMAGED',
  'CANCELLED_ORDER',
  'EXPIRED',
] as const;
export type StockChangeCategory = (typeof STOCK_CHANGE_CATEGORIES)[number];

/** The categories a store admin may post in the stock journal (CANCELLED_ORDER is the system's). */
export const ADMIN_JOURNAL_CATEGORIES = [
  'RESTOCK',
  'SOLD',
  'RETURNED',
  'ADJUSTMENT',
  'DAMAGED',
  'EXPIRED',
] as const;

/** A shelf at or below this many units is marked low in the back-office. */
export const LOW_STOCK_THRESHOLD = 10;

/**
 * What moved a stock journal entry: an order's checkout (ORDER), a cancel by a person (CANCEL), the
 * payment deadline passing (EXPIRY), a store's stock journal (STOCK_JOURNAL: restocks,
 * adjustments and the opening stock), or packing (PACKING: a substitute leaving, units not sent
 * coming back).
 */
export const STOCK_MOVE_CAUSES = ['ORDER', 'CANCEL', 'EXPIRY', 'STOCK_JOURNAL', 'PACKING'] as const;
export type StockMoveCause = (typeof STOCK_MOVE_CAUSES)[number];
