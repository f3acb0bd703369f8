import { z } from 'zod';
import { ShopperProductsResponse } from './catalogue.schemas';
import { withMessage } from './shapes';

// The location feature: the store nearest a shopper (docs/product.md §4). Its paths sit under /api/profile.

/** A store nearest to a point, with its distance. */
export const ClosestStore = z.object({
  store_id: z.number().int(),
  store_name: z.string(),
  store_location: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distance_km: z.number(),
  /** The store's WhatsApp number as +62… (whatsAppLink builds the chat link); null when it has none. */
  whatsapp: z.string().nullable(),
});
export type ClosestStore = z.infer<typeof ClosestStore>;
/**
 * POST /api/profile/closest-store and GET /api/profile/closest-store/{userId}: data is null when no
 * store is within 50 km. first_products is the answer of GET /api/users/products/{storeId} for that
 * store's page 1 (default size and sort), so the shelf shows with no second call; null
 * when there is no store.
 */
export const ClosestStoreResponse = z.object({
  message: z.string(),
  data: ClosestStore.nullable(),
  first_products: ShopperProductsResponse.nullable(),
});
export type ClosestStoreResponse = z.infer<typeof ClosestStoreResponse>;
export const ClosestStoreBody = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** GET /api/users/stores/{storeId}: a store as a shopper sees it (the fallback store's own name). */
export const ShopperStore = ClosestStore.omit({ latitude: true, longitude: true, distance_km: true });
export type ShopperStore = z.infer<typeof ShopperStore>;
export const ShopperStoreResponse = withMessage(ShopperStore);
export type ShopperStoreResponse = z.infer<typeof ShopperStoreResponse>;
