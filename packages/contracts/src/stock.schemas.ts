/**
 * Stock history (docs/product.md §7 "Inventory and stock"): the stock journal of a store with what caused each
 * entry, who and why, and a monthly summary per product that adds up.
 */
import { z } from 'zod';
import { STOCK_CHANGE_CATEGORIES, STOCK_MOVE_CAUSES } from './stock.constants';
import { optionalSearch, withMessage } from './shapes';
import { Id, Paged, pagingQuery, SortOrder } from './common.schemas';

/** GET /api/store-admin/stocks?store_id&page&sortOrder&changeType&search (and /api/super-admin/stocks). */
export const StockHistoryQuery = pagingQuery(10).extend({
  /** Required for a store admin (their own store); a super admin may leave it out for every store. */
  store_id: Id.optional(),
  sortOrder: SortOrder.default('desc'),
  changeType: z
    .enum(STOCK_CHANGE_CATEGORIES, {
      error: `changeType must be one of ${STOCK_CHANGE_CATEGORIES.join(', ')}`,
    })
    .optional(),
  search: optionalSearch(),
});
export type StockHistoryQuery = z.input<typeof StockHistoryQuery>;

/** docs/product.md §3 stock journal entry (inventoryId, stockChange, changeCategory) and what the journal says of it. */
export const StockEntry = z.object({
  stock_journal_id: z.number().int(),
  inventoryId: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  product_name: z.string(),
  stockChange: z.number().int(),
  changeCategory: z.enum(STOCK_CHANGE_CATEGORIES),
  /** What moved it: an order, a cancel, a payment deadline, a stock journal. */
  cause: z.enum(STOCK_MOVE_CAUSES),
  stock_after: z.number().int(),
  order_id: z.number().int().nullable(),
  /** Who: a person's name, or null for the system. */
  created_by_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type StockEntry = z.infer<typeof StockEntry>;
export const StockHistoryResponse = Paged(StockEntry).extend({ message: z.string() });
export type StockHistoryResponse = z.infer<typeof StockHistoryResponse>;

/** GET /api/store-admin/stocks/summary?store_id&month=YYYY-MM (and /api/super-admin/stocks/summary). */
export const StockSummaryQuery = z.object({
  store_id: Id,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
  search: optionalSearch(),
});
export type StockSummaryQuery = z.input<typeof StockSummaryQuery>;

/** One product's month: start + additions - reductions = end, always. */
export const StockSummaryRow = z.object({
  inventory_id: z.number().int(),
  product_name: z.string(),
  start_stock: z.number().int(),
  additions: z.number().int(),
  reductions: z.number().int(),
  end_stock: z.number().int(),
});
export type StockSummaryRow = z.infer<typeof StockSummaryRow>;
export const StockSummaryResponse = withMessage(
  z.object({ month: z.string(), rows: z.array(StockSummaryRow) }),
);
export type StockSummaryResponse = z.infer<typeof StockSummaryResponse>;
