/**
 * The profile's answer schema, imported only on demand (the `schema` loader given to apiFetch) by
 * the calls the storefront's first load may carry (./locale.ts, behind the navbar's language
 * switch): a static import would put zod there (docs/decisions/0037-storefront-first-load-budget.md).
 */
export { UserProfileResponse } from '@lumbung/contracts';
