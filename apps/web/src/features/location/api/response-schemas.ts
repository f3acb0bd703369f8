/**
 * The response schemas of this feature's location calls, imported only on demand (the `schema` loaders
 * given to apiFetch): a static import would put zod and the schemas in the storefront's first load
 * (docs/decisions/0037-storefront-first-load-budget.md).
 */
import type { z } from 'zod';
import { ClosestStoreResponse } from '@lumbung/contracts';

export { AddressesResponse, ShopperStoreResponse, UserProfileResponse } from '@lumbung/contracts';

/**
 * The closest-store answer as the web reads it: `first_products` may be missing (a server from
 * before the first-load work), and then the shelves simply ask for their page themselves.
 */
export const ClosestStoreAnswer = ClosestStoreResponse.extend({
  first_products: ClosestStoreResponse.shape.first_products.optional(),
});
export type ClosestStoreAnswer = z.infer<typeof ClosestStoreAnswer>;
