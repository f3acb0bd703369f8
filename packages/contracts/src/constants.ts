/** Business constants of docs/product.md §9. One source for the api and the web. */

export const BRAND = 'LUMBUNG';

/** Stores are considered only within this distance of the shopper (km). */
export const STORE_SEARCH_RADIUS_KM = 50;

/** The store used when none is found or none is given (docs/product.md §3, §9). */
export const FALLBACK_STORE = {
  store_id: 28,
  store_name: 'Default Store',
  store_location: 'Fetching location...',
  city_id: null,
} as const;
export const DEFAULT_STORE_ID = FALLBACK_STORE.store_id;

export const TOAST_AUTO_CLOSE_MS = 3000;

export const LAYOUT = {
  cartDrawerListHeightPx: 290,
  cartDrawerWidthDesktop: '30vw',
  mobileMenuWidth: '60vw',
  topStripHeight: '3vh',
} as const;

export const PAGE_SIZES = {
  admin: 10,
  discounts: 10,
  categories: 10,
  users: 10,
  shopperProducts: 12,
  inventory: 10,
} as const;
/** The largest page size any list accepts. */
export const MAX_PAGE_SIZE = 100;

export const COOKIES = {
  accessToken: { name: 'access_token', maxAgeDays: 1 },
  currentStoreId: { name: 'current_store_id' },
  /** The store admin's assigned store, scoped to the store-admin area. */
  assignedStoreId: { name: 'store_id', path: '/admin-store', maxAgeDays: 7 },
  /**
   * The refresh token that renews a session: set by the server, HttpOnly (no script reads it),
   * SameSite=Strict and sent only to the auth calls under its path.
   */
  refreshToken: { name: 'refresh_session', path: '/api/auth', maxAgeDays: 30 },
  /**
   * No secret, only a sign for the page that a refresh cookie it cannot read was set with its
   * session: an expired access token then still names the person, as the next call renews it.
   */
  sessionRenewable: { name: 'session_renewable', maxAgeDays: 30 },
  /** Where the web kept the refresh token before, readable by scripts: removed when a page loads. */
  legacyRefreshToken: { name: 'refresh_token' },
} as const;

export const ROLES = ['SUPER_ADMIN', 'STORE_ADMIN', 'USER'] as const;

export const VOUCHER_TYPES = ['PRODUCT_DISCOUNT', 'CART_DISCOUNT', 'SHIPPING_DISCOUNT'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];
export const VOUCHER_TYPE_LABELS: Record<VoucherType, string> = {
  PRODUCT_DISCOUNT: 'Product',
  CART_DISCOUNT: 'Cart',
  SHIPPING_DISCOUNT: 'Shipping',
};

/**
 * The voucher template (vouchers.voucher_code) of which both people get a copy when someone
 * registers with a referral code.
 */
export const REFERRAL_VOUCHER_CODE = 'TEMANBARU';

/** How a voucher's amount is read: a percentage (1 to 100) or whole rupiah. */
export const VOUCHER_DISCOUNT_TYPES = ['PERCENTAGE', 'NOMINAL'] as const;
export type VoucherDiscountType = (typeof VOUCHER_DISCOUNT_TYPES)[number];

/** Store discounts add BOGO to the two voucher kinds. */
export const DISCOUNT_TYPES = ['BOGO', 'PERCENTAGE', 'NOMINAL'] as const;

export const PERCENTAGE_RANGE = { min: 1, max: 100 } as const;

/** docs/architecture.md §5. */
export const ORDER_STATUSES = [
  'AWAITING_PAYMENT',
  'AWAITING_CONFIRMATION',
  'PROCESSING',
  'SHIPPED',
  'CONFIRMED',
  'CANCELLED',
] as const;

export const PAYMENT_STATUSES = ['PENDING', 'AWAITING_CONFIRMATION', 'SUCCESS', 'FAILED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * How an order is paid: a bank transfer with a proof, a virtual account at the gateway (a bank's VA or
 * Mandiri's bill payment), or QRIS and the e-wallets through the gateway (shared/MIDTRANS.md).
 */
export const PAYMENT_METHODS = ['BANK_TRANSFER', 'VIRTUAL_ACCOUNT', 'QRIS', 'GOPAY', 'SHOPEEPAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const SHIPPING_METHODS = ['REGULAR', 'EXPRESS', 'SAME_DAY'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** Default sorts of docs/product.md §9: field and order per list. */
export const DEFAULT_SORTS = {
  discounts: { field: 'start_date', order: 'asc' },
  shopperProducts: { field: 'product_name', order: 'asc' },
  adminProducts: { field: 'product_name', order: 'asc' },
  inventory: { field: 'stock', order: 'asc' },
  storeOrders: { field: 'created_at', order: 'desc' },
  superAdminOrders: { field: 'created_at', order: 'asc' },
  stores: { field: 'admin', order: 'asc' },
  storeAdmins: { field: 'store', order: 'asc' },
  vouchers: { field: 'discount_amount', order: 'asc' },
} as const satisfies Record<string, { field: string; order: (typeof SORT_ORDERS)[number] }>;

/** The four categories the footer always lists. */
export const FOOTER_CATEGORIES = ['Fruits and Vegetables', 'Poultry', 'Dairy', 'Baked Goods'] as const;

export const CURRENCY = { code: 'IDR', locale: 'id-ID', fractionDigits: 0 } as const;

export const UPLOAD_MAX_BYTES = 1024 * 1024;

/**
 * Where a mail stands: QUEUED until the SMTP server took it (SENT) or refused it (FAILED); OUTBOX
 * when no SMTP_URL is set and the mail is only kept in the table and the log.
 */
export const MAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED', 'OUTBOX'] as const;

/** Lifetimes of the links mailed to users. */
export const EMAIL_LINK_TTL_HOURS = { verifyEmail: 24, resetPassword: 1, changeEmail: 24 } as const;
