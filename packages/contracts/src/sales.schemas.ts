/**
 * Sales reports (docs/product.md §3 "Sales data: labels and datasets for charts", §7 "Sales"): a year's sales
 * by month, overall, by product and by category. Only paid orders count (PROCESSING, SHIPPED,
 * CONFIRMED); cancelled ones never. Amounts are what the goods sold for, in whole rupiah.
 */
import { z } from 'zod';
import { withMessage } from './shapes';
import { Id, Rupiah } from './common.schemas';

/** The statuses of an order that has been paid. */
export const PAID_ORDER_STATUSES = ['PROCESSING', 'SHIPPED', 'CONFIRMED'] as const;

export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const Year = z.coerce
  .number({ error: 'year must be a number' })
  .int('year must be a whole number')
  .min(2000, 'year must be 2000 or later')
  .max(2100, 'year must be 2100 or earlier');

/** GET /api/store-admin/sales/?year&store_id (a store admin's store_id is their own; the super admin's any or none). */
export const SalesQuery = z.object({ year: Year.optional(), store_id: Id.optional() });
export type SalesQuery = z.input<typeof SalesQuery>;
/** GET /api/store-admin/sales/products/?year&store_id&product_id (none: the year's five best sellers). */
export const ProductSalesQuery = SalesQuery.extend({ product_id: Id.optional() });
export type ProductSalesQuery = z.input<typeof ProductSalesQuery>;
/** GET /api/store-admin/sales/categories/?year&store_id&category_id (none: every category sold). */
export const CategorySalesQuery = SalesQuery.extend({ category_id: Id.optional() });
export type CategorySalesQuery = z.input<typeof CategorySalesQuery>;

/** Labels and datasets for a chart (docs/product.md §3): twelve months, one series per thing compared. */
export const SalesData = z.object({
  year: z.number().int(),
  store_id: z.number().int().nullable(),
  labels: z.array(z.string()),
  datasets: z.array(
    z.object({ label: z.string(), data: z.array(Rupiah), total: Rupiah, units: z.number().int() }),
  ),
  /** The year's whole: rupiah and paid orders. */
  total: Rupiah,
  orders: z.number().int(),
  /**
   * Money given or owed back for the goods of these orders (overpayments aside): every amount above
   * is already net of it, and the report says so.
   */
  refunded: Rupiah,
});
export type SalesData = z.infer<typeof SalesData>;
export const SalesResponse = withMessage(SalesData);
export type SalesResponse = z.infer<typeof SalesResponse>;

/** GET /api/store-admin/data/all: what the report filters offer. */
export const SalesFilterData = z.object({
  categories: z.array(z.object({ category_id: z.number().int(), category_name: z.string() })),
  products: z.array(
    z.object({ product_id: z.number().int(), product_name: z.string(), category_id: z.number().int() }),
  ),
  stores: z.array(z.object({ store_id: z.number().int(), store_name: z.string() })),
});
export type SalesFilterData = z.infer<typeof SalesFilterData>;
export const SalesFilterDataResponse = withMessage(SalesFilterData);
export type SalesFilterDataResponse = z.infer<typeof SalesFilterDataResponse>;
