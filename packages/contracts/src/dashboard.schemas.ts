/**
 * The super admin's dashboard: every store at a glance in one answer. Money is what the
 * goods of paid orders sold for (as the sales reports count it), in whole rupiah.
 */
import { z } from 'zod';
import { withMessage } from './shapes';
import { Rupiah } from './common.schemas';

const StoreRef = { store_id: z.number().int(), store_name: z.string() };

/** GET /api/super-admin/dashboard */
export const SuperDashboard = z.object({
  /** Paid sales of this month so far against the whole of last month (WIB), in all and per live store. */
  sales: z.object({
    this_month: Rupiah,
    last_month: Rupiah,
    stores: z.array(z.object({ ...StoreRef, this_month: Rupiah, last_month: Rupiah })),
  }),
  /** Orders per status across stores, every status present. */
  orders_by_status: z.record(z.string(), z.number().int()),
  /** Transfer proofs waiting for review, in all and per store that has any (most first). */
  payments_waiting: z.object({
    total: z.number().int(),
    stores: z.array(z.object({ ...StoreRef, count: z.number().int() })),
  }),
  /** Live stores no store admin runs. */
  stores_without_admin: z.array(z.object(StoreRef)),
  /** Shelves at or below the threshold across stores: how many, and the emptiest (at most 10). */
  low_stock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    items: z.array(
      z.object({
        ...StoreRef,
        inventory_id: z.number().int(),
        product_name: z.string(),
        stock: z.number().int(),
      }),
    ),
  }),
});
export type SuperDashboard = z.infer<typeof SuperDashboard>;
export const SuperDashboardResponse = withMessage(SuperDashboard);
export type SuperDashboardResponse = z.infer<typeof SuperDashboardResponse>;
