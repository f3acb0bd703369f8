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
