import { z } from 'zod';

// The stores feature: the stores as their admins see them.

/** GET /api/store-admin/assigned-store/{userId} */
export const AssignedStore = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  store_location: z.string(),
  city_id: z.number().int(),
});
export type AssignedStore = z.infer<typeof AssignedStore>;
export const AssignedStoreResponse = z.object({ message: z.string(), data: AssignedStore });
export type AssignedStoreResponse = z.infer<typeof AssignedStoreResponse>;

/** GET /api/store-admin/store/{storeId}: the store as its staff see it (the back-office shell's name). */
export const StoreInfo = AssignedStore.extend({
  city_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type StoreInfo = z.infer<typeof StoreInfo>;
export const StoreInfoResponse = z.object({ message: z.string(), data: StoreInfo });
export type StoreInfoResponse = z.infer<typeof StoreInfoResponse>;

/** GET /api/store-admin/dashboard/{storeId}: the day and the month of a store at a glance. */
export const StoreDashboard = z.object({
  /** Orders placed today (WIB) and what they are worth (goods, before shipping). */
  today: z.object({ orders: z.number().int(), amount: z.number().int() }),
  /** Orders per status, every status present. */
  orders_by_status: z.record(z.string(), z.number().int()),
  /** Transfer proofs waiting for review. */
  payments_waiting: z.number().int(),
  /** Shelves at or below the low-stock threshold, the emptiest first (at most 5), and how many in all. */
  low_stock: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({ inventory_id: z.number().int(), product_name: z.string(), stock: z.number().int() }),
    ),
  }),
  /** Paid sales of this month so far against the whole of last month (WIB). */
  sales: z.object({ this_month: z.number().int(), last_month: z.number().int() }),
});
export type StoreDashboard = z.infer<typeof StoreDashboard>;
export const StoreDashboardResponse = z.object({ message: z.string(), data: StoreDashboard });
export type StoreDashboardResponse = z.infer<typeof StoreDashboardResponse>;
