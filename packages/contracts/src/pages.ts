/**
 * Every page path of the web app (docs/product.md §2), in one place: the web router reads them, and the API
 * builds the links of its mails from them (verifyEmail, resetPassword). A page with a path
 * parameter is a function that builds the path; its `pattern` is what the router matches.
 */

/** A page with one path parameter, the last segment: `ROUTES.checkout(7)` is '/checkout/7'. */
export interface ParamPage<P extends string> {
  (value: number | string): string;
  readonly pattern: P;
}

function paramPage<const P extends `/${string}/:${string}`>(pattern: P): ParamPage<P> {
  const prefix = pattern.slice(0, pattern.lastIndexOf('/:') + 1);
  return Object.assign((value: number | string) => `${prefix}${encodeURIComponent(String(value))}`, {
    pattern,
  });
}

const STORE_ADMIN = '/admin-store';
const SUPER_ADMIN = '/admin-super';

export const ROUTES = {
  home: '/',
  products: '/products-page',
  /** One store's product (docs/decisions/0013-storefront-pages-and-the-nearest-store.md). */
  product: paramPage('/products-page/:inventoryId'),
  about: '/about-page',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  login: '/auth/login-page',
  register: '/auth/register-page',
  /** Opened from the verification mail with ?token=. */
  verifyEmail: '/auth/verify-email',
  forgotPassword: '/auth/forgot-password-page',
  /** Opened from the reset mail with ?token=. */
  resetPassword: '/auth/reset-password-page',
  /** Opened from the mail sent to a new e-mail address with ?token=. */
  confirmEmail: '/auth/confirm-email',
  /** Opened from the notice sent to the current address of an e-mail change, with ?token=. */
  cancelEmailChange: '/auth/cancel-email-change',
  /** Development only: the mails the shop sent or kept. */
  devOutbox: '/dev/outbox',
  profile: '/user/profile-editor',
  /** The shopper's delivery addresses and vouchers. */
  addresses: '/user/addresses',
  vouchers: '/user/vouchers',
  /** The shopper's orders, one order with its timeline, and the payments made. */
  orders: '/user/orders',
  order: paramPage('/user/orders/:orderId'),
  paymentHistory: '/user/payment-history',
  checkoutPayment: '/checkout/payment',
  checkout: paramPage('/checkout/:orderId'),
  /** The store admin's dashboard and its pages (docs/decisions/0040-shell-dialogs-and-account-pages.md names the sub-pages). */
  storeAdmin: STORE_ADMIN,
  storeAdminPages: {
    orders: `${STORE_ADMIN}/orders`,
    payments: `${STORE_ADMIN}/payments`,
    /** Money owed back to shoppers, beside the payments it came from. */
    refunds: `${STORE_ADMIN}/refunds`,
    inventory: `${STORE_ADMIN}/inventory`,
    stockHistory: `${STORE_ADMIN}/stock-history`,
    discounts: `${STORE_ADMIN}/discounts`,
    sales: `${STORE_ADMIN}/sales`,
  },
  /** The super admin's dashboard and its pages. */
  superAdmin: SUPER_ADMIN,
  superAdminPages: {
    users: `${SUPER_ADMIN}/users`,
    stores: `${SUPER_ADMIN}/stores`,
    storeAdmins: `${SUPER_ADMIN}/store-admins`,
    products: `${SUPER_ADMIN}/products`,
    categories: `${SUPER_ADMIN}/categories`,
    vouchers: `${SUPER_ADMIN}/vouchers`,
    orders: `${SUPER_ADMIN}/orders`,
    refunds: `${SUPER_ADMIN}/refunds`,
    stock: `${SUPER_ADMIN}/stock`,
    sales: `${SUPER_ADMIN}/sales`,
  },
  /** One order of any store, as the super admin reads it. */
  superAdminOrder: paramPage('/admin-super/orders/:orderId'),
  /** One product of the catalogue, for the super admin: /admin-super/products/{productId}. */
  superAdminProduct: paramPage('/admin-super/products/:productId'),
} as const;
