/** LUMBUNG demo data (docs/architecture.md §7): pure, typed records; the seed turns them into rows. */
export { CITY_DATA_ATTRIBUTION, cityKey, findCity, loadIndonesianCities } from './cities';
export type { City } from './cities';
export { DEMO_STORES, FLAGSHIP_STORE_ID } from './stores';
export type { DemoStore } from './stores';
export { DEMO_CATEGORIES, DEMO_CATEGORY_NAMES } from './categories';
export type { DemoCategory, DemoCategoryName } from './categories';
export { DEMO_PRODUCTS, productBySku } from './products';
export type { DemoProduct } from './products';
export { initialStock, MAX_INITIAL_STOCK, OUT_OF_STOCK_PERCENT } from './stock';
export { demoDiscounts } from './discounts';
export type { DemoDiscount } from './discounts';
export { DEMO_VOUCHERS, REFERRAL_VOUCHER, REFERRAL_VOUCHER_CODE, SHOPPER_VOUCHER_CODES } from './vouchers';
export type { DemoVoucher } from './vouchers';
export { DEMO_ACCOUNTS, DEMO_EMAILS, DEMO_PASSWORD, SHOPPER_ADDRESS } from './accounts';
export type { DemoAccount, DemoAddress } from './accounts';
export { ATTRIBUTION, ATTRIBUTION_TEXT, EMOJI_ATTRIBUTION } from './attribution';
export type { AttributionEntry } from './attribution';
export { twemojiPictureName, twemojiSvgPath } from './emoji';
