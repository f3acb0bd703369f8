/**
 * The response schemas of this feature's cart calls, imported only on demand (the `schema` loaders
 * given to apiFetch): a static import would put zod and the schemas in the storefront's first load
 * (docs/decisions/0037-storefront-first-load-budget.md).
 */
export {
  AddToCartResponse,
  CartItemsResponse,
  CartQuantityResponse,
  CartVouchersResponse,
  CheckoutResponse,
  RedeemCartFailure,
  RedeemCartResponse,
  RedeemProductFailure,
  RedeemProductResponse,
  RemoveCartItemResponse,
  RemoveCartVoucherResponse,
} from '@lumbung/contracts';
