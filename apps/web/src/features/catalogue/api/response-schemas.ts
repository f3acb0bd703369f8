/**
 * The response schemas of this feature's shelf calls, imported only on demand (the `schema` loaders
 * given to apiFetch): a static import would put zod and the schemas in the storefront's first load
 * (docs/decisions/0037-storefront-first-load-budget.md).
 */
export {
  CategoriesResponse,
  ShopperProductDetailResponse,
  ShopperProductsResponse,
  UserDiscountsResponse,
} from '@lumbung/contracts';
