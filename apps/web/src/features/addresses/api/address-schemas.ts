/**
 * The response schemas of the address calls (./addresses.ts), imported only on demand (the `schema` loaders
 * given to apiFetch): a static import would put zod and the schemas in the storefront's first load
 * (docs/decisions/0037-storefront-first-load-budget.md).
 */
export {
  AddressChangeResponse,
  AddressesResponse,
  CitiesResponse,
  DeleteAddressResponse,
  UserProfileResponse,
} from '@lumbung/contracts';
