/**
 * The message catalogue: every text of SPEC §5 (validation) and §8 (errors), verbatim and keyed.
 * The api answers `{ message }` with these texts; the web shows them; tests import them instead of
 * retyping a sentence. `{name}` placeholders are filled by `formatMessage`.
 */
export const MESSAGES = {
  // SPEC §2 strip and screens
  STRIP_NO_STORE: 'No stores found. Please adjust your location.',
  STRIP_SET_ADDRESS: 'Please set an address to start shopping',
  STRIP_LOG_IN: 'Please log in to set an address',
  ACCESS_DENIED_TITLE: 'Access Denied',
  ACCESS_DENIED_TEXT: 'You do not have permission to view this page.',
  CART_TITLE: 'Shopping Cart',
  CART_EMPTY: 'Your cart is empty.',
  CART_SELECT_DISCOUNT: 'Select Discount',
  CART_SELECT_VOUCHER: 'Select voucher',
  CART_SELECT_ITEM: 'Please select a cart item.',
  CART_PROCESSING: 'Processing...',

  // SPEC §5 validation
  PAYMENT_CREATED: 'Payment created successfully',
  DISCOUNT_TYPE_REQUIRED: 'Discount type is required.',
  DISCOUNT_TYPE_INVALID: 'Invalid discount type.',
  DISCOUNT_PERCENTAGE_RANGE: 'For percentage discounts, the value must be between 1 and 100.',
  DISCOUNT_NOMINAL_POSITIVE: 'For nominal discounts, the value must be greater than 0.',
  DISCOUNT_DATES_REQUIRED: 'Start date and end date are required.',
  DISCOUNT_BOGO_PRODUCTS: 'BOGO discounts require both a product and a BOGO Product.',
  DISCOUNT_DESCRIPTION_REQUIRED: 'Description is required',
  DISCOUNT_VALUE_POSITIVE: 'Value must be a positive number.',
  PRODUCT_CATEGORY_REQUIRED: 'Category ID is required.',
  PRODUCT_PRICE_REQUIRED: 'Price is required.',
  STOCK_SOLD_POSITIVE: "Sold Stock change can't be a positive value",
  STORE_ID_MISSING: 'Store ID is missing in cookies.',

  // SPEC §8 location
  LOCATION_FETCH_FAILED: 'Failed to fetch closest store',
  LOCATION_USER_FAILED: 'Failed to fetch user details',
  LOCATION_NO_STORE: 'No stores found within 50 km.',

  // SPEC §8 cart
  CART_FETCH_FAILED: 'Failed to retrieve cart items',
  CART_REMOVE_FAILED: 'Failed to remove cart item',
  CART_QUANTITY_FAILED: 'Failed to update item quantity',
  CART_VOUCHERS_FAILED: 'Failed to fetch cart vouchers.',
  CART_CHECKOUT_FAILED: 'Failed to checkout cart',
  CART_ITEM_EXISTS: 'This product is already in the cart',
  UNEXPECTED_ERROR: 'An unexpected error occurred',
  PRODUCT_VOUCHER_FAILED: 'Failed to apply product voucher discount',
  CART_VOUCHER_FAILED: 'Failed to apply cart voucher discount',
  CHECKOUT_ALERT_PREFIX: 'Checkout failed: ',

  // SPEC §8 checkout
  ADDRESS_TOO_FAR: 'Address is too far away from the store.',
  SHIPPING_VOUCHERS_FAILED: 'Failed to fetch shipping vouchers.',
  SHIPPING_VOUCHER_FAILED: 'Failed to apply shipping voucher discount',
  PAYMENT_SUBMIT_FAILED: 'Failed to submit payment',
  PAYMENT_SUBMIT_ERROR: 'An error occurred while submitting payment',
  VA_CREATE_FAILED: 'Failed to create VA Bank Transfer',
  PAYMENT_STATUS_FAILED: 'Failed to update payment status',
  ORDER_DETAILS_FAILED: 'Failed to fetch order details',
  ADDRESS_UPDATE_FAILED: 'Failed to update address',
  SHIPPING_METHOD_FAILED: 'Failed to update shipping method',

  // SPEC §8 back-office and shopper lists: fallbacks after the server's message
  DISCOUNTS_FETCH_FAILED: 'Failed to fetch discounts.',
  DISCOUNT_CREATE_FAILED: 'Failed to create discount.',
  DISCOUNT_VALUE_FAILED: 'Failed to update discount value.',
  DISCOUNT_TOGGLE_FAILED: 'Failed to toggle active status.',
  PRODUCTS_FETCH_FAILED: 'Failed to fetch products.',
  PRODUCT_CREATE_FAILED: 'Failed to create product.',
  IMAGE_UPDATE_FAILED: 'Failed to update image.',
  PRODUCT_DELETE_FAILED: 'Failed to delete product.',
  CATEGORIES_FETCH_FAILED: 'Failed to fetch categories.',
  CATEGORY_UPDATE_FAILED: 'Failed to update the category.',
  CATEGORY_DELETE_FAILED: 'Failed to delete the category.',
  CATEGORY_CREATE_FAILED: 'Failed to create a new category.',
  USERS_FETCH_FAILED: 'Failed to fetch users.',
  INVENTORIES_FETCH_FAILED: 'Failed to fetch inventories.',
  STOCK_JOURNAL_FAILED: 'Failed to create stock journal',
  SALES_FETCH_FAILED: 'Failed to fetch sales data.',
  SALES_CATEGORY_FAILED: 'Failed to fetch sales by category.',
  PRODUCT_DETAILS_FAILED: 'Failed to fetch product details.',
  UNEXPECTED_ERROR_DOT: 'An unexpected error occurred.',

  // SPEC §8 fixed-only messages
  VOUCHER_DELETE_ERROR: 'Error deleting voucher',
  VOUCHER_EDIT_ERROR: 'Error editing voucher',
  VOUCHER_GIFT_ERROR: 'Error gifting voucher',
  VOUCHER_CREATE_ERROR: 'Error creating voucher',
  STORE_ADMINS_FETCH_ERROR: 'Error fetching store admins',
  ADMIN_REGISTER_ERROR: 'Error registering admin',
  STORE_DATA_ERROR: 'Error fetching store data.',
  STORE_DELETE_ERROR: 'Error deleting store',
  STORE_UPDATE_ERROR: 'Error updating store',
  ADMIN_ASSIGN_ERROR: 'Error assigning admin',
  ADMIN_DELETE_ERROR: 'Error deleting admin',
  STORE_CREATE_ERROR: 'Error creating store',
  STORE_ORDERS_ERROR: 'Error fetching store orders.',
  STORE_NAMES_ERROR: 'Error fetching store names',
  STORE_NOT_FOUND_FOR_ACCOUNT: 'Store not found for your account.',
  ADMIN_DATA_ERROR: 'Error fetching admin data.',
  ORDERS_FETCH_FAILED: 'Failed to fetch orders.',
  ORDER_CANCEL_FAILED: 'Failed to cancel the order.',
  ORDER_CONFIRM_FAILED: 'Failed to confirm the order.',
  PAYMENT_HISTORY_FAILED: 'Failed to fetch payment history.',
  PAYMENT_DETAILS_FAILED: 'Failed to fetch payment details.',
  USER_VOUCHERS_FAILED: 'Failed to fetch user vouchers.',
  PROFILE_FETCH_ERROR: 'Error fetching profile',
  ADDRESSES_FETCH_ERROR: 'Error fetching addresses',
  ADDRESS_ADD_ERROR: 'Error adding address',
  ADDRESS_DELETE_ERROR: 'Error deleting address',
  ADDRESS_DEFAULT_ERROR: 'Error setting default address',
  CITY_DATA_ERROR: 'Error fetching city data',
  ORDER_PROCESS_FAILED: 'Failed to process the order',

  // SPEC §8 session
  SESSION_NONE: 'No session found. Please log in again.',
  SESSION_EXPIRED: 'Session expired. Please log in again.',

  // API conventions (DESIGN §4): texts the spec leaves open
  BAD_REQUEST: 'The request is not valid: {detail}',
  UNAUTHORIZED: 'Please log in to continue.',
  TOKEN_INVALID: 'Your session is not valid. Please log in again.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_YOURS: 'You can only access your own data.',
  STORE_FORBIDDEN: 'You can only manage your own store.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'Route {method} {url} not found.',
  PAYLOAD_TOO_LARGE: 'The upload is too large: {max} at most.',
  RATE_LIMITED: 'Too many attempts. Please try again in {retryAfter}.',
  INTERNAL_ERROR: 'Something went wrong on our side. Please try again.',

  // Accounts (issue 3)
  EMAIL_INVALID: 'Please enter a valid e-mail address.',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters.',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters.',
  PASSWORD_REQUIRED: 'Please enter your password.',
  USERNAME_INVALID: 'Username must be 3 to 30 letters, digits, spaces, dots, dashes or underscores.',
  EMAIL_TAKEN: 'An account with this e-mail already exists.',
  REFERRAL_UNKNOWN: 'This referral code does not exist.',
  REGISTERED: 'Account created. We sent a verification link to {email}.',
  VERIFICATION_SENT: 'If the account exists and is not verified yet, a new verification link is on its way.',
  EMAIL_VERIFIED: 'Your e-mail is verified. You can log in now.',
  LINK_INVALID: 'This link is invalid or has expired.',
  INVALID_CREDENTIALS: 'Incorrect e-mail or password.',
  LOGGED_IN: 'Logged in successfully',
  LOGGED_OUT: 'Logged out',
  TOKEN_REFRESHED: 'Token refreshed',
  REFRESH_TOKEN_INVALID: 'Your session has ended. Please log in again.',
  RESET_SENT: 'If an account exists for this e-mail, we sent a link to reset the password.',
  PASSWORD_RESET_DONE: 'Your password has been changed. Please log in with the new one.',
  ACCOUNT_NOT_VERIFIED: 'Please verify your e-mail address first.',
  ASSIGNED_STORE_FOUND: 'Assigned store found',

  // Storefront (issue 4)
  PRODUCTS_LISTED: 'Products retrieved',
  PRODUCT_FOUND: 'Product found',
  PRODUCT_NOT_FOUND: 'This product does not exist or is no longer sold.',
  CATEGORIES_LISTED: 'Categories retrieved',
  STORE_DISCOUNTS_LISTED: 'Discounts retrieved',
  CLOSEST_STORE_FOUND: 'Closest store found',
  CITIES_LISTED: 'Cities retrieved',
  PROFILE_FOUND: 'Profile retrieved',
  ADDRESSES_LISTED: 'Addresses retrieved',
  USER_NOT_FOUND: 'This account does not exist.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders of a catalogue text; unknown names stay as written. */
export function formatMessage(key: MessageKey, vars: Record<string, string | number> = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
