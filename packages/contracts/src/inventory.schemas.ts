/**
 * A store's inventory and its stock journal (docs/product.md §3 inventory and stock journal, §5, §7 "Inventory
 * and stock"): the shelves of one store, and the form that moves stock in several lines at once.
 */
import { z } from 'zod';
import { PAGE_SIZES } from './constants';
import { ADMIN_JOURNAL_CATEGORIES } from './stock.constants';
import { optionalSearch, withMessage } from './shapes';
import { Id, multiLineText, Paged, pagingQuery, Rupiah, sortQuery } from './common.schemas';

export const INVENTORY_SORT_FIELDS = ['stock', 'product_name', 'updated_at'] as const;

/** GET /api/inventory/{storeId} and /api/inventory/store/{storeId}?page&pageSize=10&sortField&sortOrder&search */
export const InventoryQuery = pagingQuery(PAGE_SIZES.inventory)
  .extend(sortQuery(INVENTORY_SORT_FIELDS, 'stock', 'asc').shape)
  .extend({
    search: optionalSearch(),
    /** Only shelves at or below LOW_STOCK_THRESHOLD. */
    lowStock: z.enum(['true', 'false']).optional(),
  });
export type InventoryQuery = z.input<typeof InventoryQuery>;

/** docs/product.md §3 inventory: inventory_id, stock, nested product with product_name. */
export const InventoryRow = z.object({
  inventory_id: z.number().int(),
  stock: z.number().int(),
  /** At or below LOW_STOCK_THRESHOLD. */
  low_stock: z.boolean(),
  updated_at: z.string(),
  product: z.object({
    product_id: z.number().int(),
    product_name: z.string(),
    category_name: z.string(),
    price: Rupiah,
    product_image: z.string().nullable(),
  }),
});
export type InventoryRow = z.infer<typeof InventoryRow>;
export const InventoryListResponse = Paged(InventoryRow).extend({
  message: z.string(),
  low_stock_threshold: z.number().int(),
});
export type InventoryListResponse = z.infer<typeof InventoryListResponse>;

export const JournalCategory = z.enum(ADMIN_JOURNAL_CATEGORIES, {
  error: `changeCategory must be one of ${ADMIN_JOURNAL_CATEGORIES.join(', ')}`,
});

/** One line of the stock journal form (docs/product.md §3: inventoryId, stockChange, changeCategory). */
export const StockJournalLine = z
  .object({
    inventoryId: Id,
    stockChange: z
      .number({ error: 'stockChange must be a number' })
      .int('stockChange must be a whole number')
      .min(-1_000_000, 'stockChange must be -1000000 or more')
      .max(1_000_000, 'stockChange must be 1000000 or less')
      .refine((n) => n !== 0, 'stockChange cannot be 0'),
    changeCategory: JournalCategory,
  })
  .refine((l) => !(l.changeCategory === 'SOLD' && l.stockChange > 0), {
    message: "Sold Stock change can't be a positive value",
    path: ['stockChange'],
  });
export type StockJournalLine = z.infer<typeof StockJournalLine>;

/** POST /api/inventory/stock-journal/{storeId}: every line or none; reads message. */
export const StockJournalBody = z.object({
  inventories: z
    .array(StockJournalLine, { error: 'inventories must be a list of lines' })
    .min(1, 'Add at least one line.')
    .max(100, 'At most 100 lines at once.'),
  /** Why (kept on every entry): a delivery note number, what broke... */
  note: multiLineText(z.string().trim().max(500, 'note must be 500 characters or less')).optional(),
});
export type StockJournalBody = z.input<typeof StockJournalBody>;
export const StockJournalResponse = withMessage(
  z.object({
    entries: z.array(
      z.object({
        inventory_id: z.number().int(),
        stock_change: z.number().int(),
        stock_after: z.number().int(),
      }),
    ),
  }),
);
export type StockJournalResponse = z.infer<typeof StockJournalResponse>;
