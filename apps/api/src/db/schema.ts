/**
 * The database schema: every entity of docs/product.md §3 with the data rules of docs/architecture.md §3.
 * Column names follow the spec's field names (snake_case) so rows map to responses plainly.
 * Money is integer rupiah; stock only moves through the stock journal; soft delete keeps history.
 */
import { sql } from 'drizzle-orm';
import { deliverySlots } from './schema.delivery';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DISCOUNT_TYPES,
  MAIL_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  ROLES,
  SHIPPING_METHODS,
  STOCK_CHANGE_CATEGORIES,
  STOCK_MOVE_CAUSES,
  SUBSTITUTION_PREFERENCES,
  PACKING_LINE_STATES,
  VOUCHER_DISCOUNT_TYPES,
  VOUCHER_TYPES,
} from '@lumbung/contracts';

export const roleEnum = pgEnum('role', ROLES);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const shippingMethodEnum = pgEnum('shipping_method', SHIPPING_METHODS);
export const stockChangeCategoryEnum = pgEnum('stock_change_category', STOCK_CHANGE_CATEGORIES);
export const stockMoveCauseEnum = pgEnum('stock_move_cause', STOCK_MOVE_CAUSES);
export const discountTypeEnum = pgEnum('discount_type', DISCOUNT_TYPES);
export const voucherTypeEnum = pgEnum('voucher_type', VOUCHER_TYPES);
export const voucherDiscountTypeEnum = pgEnum('voucher_discount_type', VOUCHER_DISCOUNT_TYPES);
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', [
  'VERIFY_EMAIL',
  'RESET_PASSWORD',
  'CHANGE_EMAIL',
]);
export const substitutionPreferenceEnum = pgEnum('substitution_preference', SUBSTITUTION_PREFERENCES);
export const packingLineStateEnum = pgEnum('packing_line_state', PACKING_LINE_STATES);
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const isDeleted = () => boolean('is_deleted').notNull().default(false);
const rupiah = (name: string) => integer(name);

// ---------------------------------------------------------------------------------------------
// Accounts

export const users = pgTable(
  'users',
  {
    user_id: serial('user_id').primaryKey(),
    username: text('username').notNull(),
    /** Stored lower-case; unique among live accounts. */
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    role: roleEnum('role').notNull().default('USER'),
    is_verified: boolean('is_verified').notNull().default(false),
    image: text('image'),
    referral_code: text('referral_code').notNull(),
    referred_by: integer('referred_by'),
    /** A mobile number, stored as +62…; null until the user gives one. */
    phone: text('phone'),
    /** The language the user chose ('en' or 'id'); null follows the browser. */
    locale: text('locale'),
    is_deleted: isDeleted(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_live_uq')
      .on(t.email)
      .where(sql`${t.is_deleted} = false`),
    uniqueIndex('users_referral_code_uq').on(t.referral_code),
    index('users_role_idx').on(t.role, t.created_at),
    index('users_username_idx').on(t.username),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    refresh_token_id: serial('refresh_token_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    /** sha256 of the token; the token itself is never stored. */
    token_hash: text('token_hash').notNull(),
    /** Every rotation keeps the family; reuse of a rotated token revokes the whole family. */
    family_id: uuid('family_id').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.token_hash),
    index('refresh_tokens_family_idx').on(t.family_id),
    index('refresh_tokens_user_idx').on(t.user_id),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    email_token_id: serial('email_token_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    purpose: emailTokenPurposeEnum('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    /** CHANGE_EMAIL: the address the account moves to once the link sent there is opened. */
    new_email: text('new_email'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_uq').on(t.token_hash), index('email_tokens_user_idx').on(t.user_id)],
);

// ---------------------------------------------------------------------------------------------
// Places

export const cities = pgTable(
  'cities',
  {
    city_id: serial('city_id').primaryKey(),
    city_name: text('city_name').notNull(),
    province: text('province').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [uniqueIndex('cities_name_province_uq').on(t.city_name, t.province)],
);

export const addresses = pgTable(
  'addresses',
  {
    address_id: serial('address_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    address: text('address').notNull(),
    /** What the shopper calls the place: Rumah, Kantor, … */
    label: text('label'),
    /** Who takes the parcel, and the mobile number (+62…) the store and the courier call. */
    recipient_name: text('recipient_name'),
    phone: text('phone'),
    city_id: integer('city_id')
      .notNull()
      .references(() => cities.city_id),
    /** From the browser when the user shared it, otherwise the city's coordinates. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    is_deleted: isDeleted(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.user_id),
    // At most one default address per user (docs/product.md §4: setting one makes all others non-default).
    uniqueIndex('addresses_one_default_uq')
      .on(t.user_id)
      .where(sql`${t.is_default} = true and ${t.is_deleted} = false`),
  ],
);

export const stores = pgTable(
  'stores',
  {
    store_id: serial('store_id').primaryKey(),
    store_name: text('store_name').notNull(),
    store_location: text('store_location').notNull(),
    /** The store's WhatsApp number (+62…), set by the super admin; shoppers chat through wa.me. */
    whatsapp: text('whatsapp'),
    city_id: integer('city_id')
      .notNull()
      .references(() => cities.city_id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Checkout refuses a cart whose items come to less (rupiah; 0: no minimum). */
    min_order_price: rupiah('min_order_price').notNull().default(0),
    /** From this items price on, the regular method costs nothing (null: never free). */
    free_shipping_threshold: rupiah('free_shipping_threshold'),
    is_deleted: isDeleted(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('stores_name_idx').on(t.store_name), index('stores_city_idx').on(t.city_id)],
);

/** A store admin runs one store; the store may be unassigned until the super admin assigns one. */
export const storeAdmins = pgTable(
  'store_admins',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.user_id),
    store_id: integer('store_id').references(() => stores.store_id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('store_admins_store_idx').on(t.store_id)],
);

// ---------------------------------------------------------------------------------------------
// Catalogue

export const categories = pgTable(
  'categories',
  {
    category_id: serial('category_id').primaryKey(),
    category_name: text('category_name').notNull(),
    /** The name in Bahasa Indonesia; null shows category_name in both languages. */
    category_name_id: text('category_name_id'),
    is_deleted: isDeleted(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_name_live_uq')
      .on(sql`lower(${t.category_name})`)
      .where(sql`${t.is_deleted} = false`),
  ],
);

export const products = pgTable(
  'products',
  {
    product_id: serial('product_id').primaryKey(),
    product_name: text('product_name').notNull(),
    description: text('description').notNull().default(''),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.category_id),
    price: rupiah('price').notNull(),
    is_deleted: isDeleted(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_name_live_uq')
      .on(sql`lower(${t.product_name})`)
      .where(sql`${t.is_deleted} = false`),
    index('products_name_trgm_idx').using('gin', sql`${t.product_name} gin_trgm_ops`),
    index('products_category_idx').on(t.category_id),
    index('products_price_idx').on(t.price),
    index('products_created_idx').on(t.created_at),
    check('products_price_nonnegative', sql`${t.price} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    product_image_id: serial('product_image_id').primaryKey(),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.product_id),
    /** The public URL of the picture. */
    product_image: text('product_image').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('product_images_product_idx').on(t.product_id),
    uniqueIndex('product_images_one_primary_uq')
      .on(t.product_id)
      .where(sql`${t.is_primary} = true`),
  ],
);

/**
 * The names people give one kind of product, in Bahasa Indonesia and English ("cabai", "cabe",
 * "chili"): a shopper's search word that is a term of a group also finds the names holding any
 * other term of it (read-models/shelf-search.ts). A term is stored as the search compares it
 * (lumbung_search_text: lower case, no accents, words split by one space) and is 3 characters or
 * more, so the trigram index on product names can find it. Seeded by migration 0014.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    group_name: text('group_name').notNull(),
    term: text('term').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.group_name] }),
    index('search_synonyms_group_idx').on(t.group_name),
    check(
      'search_synonyms_term_searchable',
      sql`char_length(${t.term}) >= 3 and ${t.term} = lumbung_search_text(${t.term})`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Inventory and stock

export const inventories = pgTable(
  'inventories',
  {
    inventory_id: serial('inventory_id').primaryKey(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.store_id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.product_id),
    stock: integer('stock').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('inventories_store_product_uq').on(t.store_id, t.product_id),
    index('inventories_store_stock_idx').on(t.store_id, t.stock),
    index('inventories_product_idx').on(t.product_id),
    check('inventories_stock_nonnegative', sql`${t.stock} >= 0`),
  ],
);

/** Every stock change, ever. Invariant: the journal of an inventory sums to its stock. */
export const stockJournals = pgTable(
  'stock_journals',
  {
    stock_journal_id: serial('stock_journal_id').primaryKey(),
    inventory_id: integer('inventory_id')
      .notNull()
      .references(() => inventories.inventory_id),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.store_id),
    stock_change: integer('stock_change').notNull(),
    change_category: stockChangeCategoryEnum('change_category').notNull(),
    stock_after: integer('stock_after').notNull(),
    order_id: integer('order_id'),
    /** What moved the stock (domain/stock.ts writes every entry). */
    cause: stockMoveCauseEnum('cause').notNull().default('STOCK_JOURNAL'),
    /** Who moved it; null for the system (a job, the seed). */
    created_by: integer('created_by').references(() => users.user_id),
    note: text('note'),
    created_at: createdAt(),
  },
  (t) => [
    index('stock_journals_inventory_idx').on(t.inventory_id, t.created_at),
    index('stock_journals_store_idx').on(t.store_id, t.created_at),
    index('stock_journals_category_idx').on(t.change_category),
    index('stock_journals_order_idx').on(t.order_id),
    check('stock_journals_change_nonzero', sql`${t.stock_change} <> 0`),
    check('stock_journals_sold_negative', sql`${t.change_category} <> 'SOLD' or ${t.stock_change} < 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Discounts and vouchers

/** A store's own price cut: on one inventory, or general (inventory_id null) for the whole cart. */
export const discounts = pgTable(
  'discounts',
  {
    discount_id: serial('discount_id').primaryKey(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.store_id),
    inventory_id: integer('inventory_id').references(() => inventories.inventory_id),
    type: discountTypeEnum('type').notNull(),
    /** Percent (1 to 100) for PERCENTAGE, whole rupiah for NOMINAL, 0 for BOGO. */
    value: integer('value').notNull().default(0),
    min_purchase: rupiah('min_purchase'),
    max_discount: rupiah('max_discount'),
    /** The free product of a BOGO discount. */
    bogo_product_id: integer('bogo_product_id').references(() => products.product_id),
    description: text('description').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    image: text('image'),
    start_date: timestamp('start_date', { withTimezone: true }).notNull(),
    end_date: timestamp('end_date', { withTimezone: true }).notNull(),
    is_deleted: isDeleted(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('discounts_store_start_idx').on(t.store_id, t.start_date),
    index('discounts_inventory_idx').on(t.inventory_id),
    check('discounts_dates_ordered', sql`${t.end_date} >= ${t.start_date}`),
    check(
      'discounts_value_range',
      sql`(${t.type} <> 'PERCENTAGE' or ${t.value} between 1 and 100) and (${t.type} <> 'NOMINAL' or ${t.value} > 0)`,
    ),
  ],
);

/** A voucher template made by the super admin; users receive copies (user_vouchers). */
export const vouchers = pgTable(
  'vouchers',
  {
    voucher_id: serial('voucher_id').primaryKey(),
    voucher_code: text('voucher_code').notNull(),
    description: text('description').notNull().default(''),
    voucher_type: voucherTypeEnum('voucher_type').notNull(),
    discount_type: voucherDiscountTypeEnum('discount_type').notNull(),
    /** Percent (1 to 100) or whole rupiah. */
    discount_amount: integer('discount_amount').notNull(),
    min_purchase: rupiah('min_purchase').notNull().default(0),
    max_discount: rupiah('max_discount'),
    /** How long a gifted copy stays valid. */
    valid_days: integer('valid_days').notNull().default(30),
    is_deleted: isDeleted(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('vouchers_code_live_uq')
      .on(t.voucher_code)
      .where(sql`${t.is_deleted} = false`),
    index('vouchers_amount_idx').on(t.discount_amount),
    index('vouchers_type_idx').on(t.voucher_type, t.discount_type),
    check(
      'vouchers_amount_range',
      sql`${t.discount_amount} > 0 and (${t.discount_type} <> 'PERCENTAGE' or ${t.discount_amount} <= 100)`,
    ),
  ],
);

/** A voucher owned by one user; used at most once (used_at set in the same transaction as the order). */
export const userVouchers = pgTable(
  'user_vouchers',
  {
    user_voucher_id: serial('user_voucher_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    voucher_id: integer('voucher_id')
      .notNull()
      .references(() => vouchers.voucher_id),
    redeem_code: text('redeem_code').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set while applied to a cart or an order and not yet used. */
    cart_id: integer('cart_id'),
    cart_item_id: integer('cart_item_id'),
    order_id: integer('order_id'),
    /** The rupiah the voucher took off when applied. */
    applied_amount: rupiah('applied_amount'),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('user_vouchers_code_uq').on(t.redeem_code),
    index('user_vouchers_user_idx').on(t.user_id, t.expires_at),
    index('user_vouchers_order_idx').on(t.order_id),
    // Vouchers applied to a line or a cart (the cart's reads, removing a line, checkout).
    index('user_vouchers_cart_item_idx')
      .on(t.cart_item_id)
      .where(sql`${t.cart_item_id} is not null`),
    index('user_vouchers_cart_idx')
      .on(t.cart_id)
      .where(sql`${t.cart_id} is not null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Cart

export const carts = pgTable(
  'carts',
  {
    cart_id: serial('cart_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.store_id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_uq').on(t.user_id)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cart_item_id: serial('cart_item_id').primaryKey(),
    cart_id: integer('cart_id')
      .notNull()
      .references(() => carts.cart_id, { onDelete: 'cascade' }),
    inventory_id: integer('inventory_id')
      .notNull()
      .references(() => inventories.inventory_id),
    quantity: integer('quantity').notNull(),
    /** The shopper's note for the picker ("pick green bananas"), printed on the packing list. */
    note: text('note'),
    /** What the store does if the line is short at packing. */
    substitution: substitutionPreferenceEnum('substitution').notNull().default('SIMILAR'),
    /** With CHOSEN: the store's product the shopper accepts instead. */
    substitute_product_id: integer('substitute_product_id').references(() => products.product_id),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_inventory_uq').on(t.cart_id, t.inventory_id),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Orders and payments

export const orders = pgTable(
  'orders',
  {
    order_id: serial('order_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.store_id),
    status: orderStatusEnum('status').notNull().default('AWAITING_PAYMENT'),
    address_id: integer('address_id').references(() => addresses.address_id),
    /** Copied at checkout so later edits of the address keep the order intact. */
    shipping_address: text('shipping_address'),
    shipping_method: shippingMethodEnum('shipping_method'),
    /** The city of the chosen address, copied with it. */
    shipping_city: text('shipping_city'),
    /** Store to the chosen address (km), kept when the address is chosen. */
    distance_km: doublePrecision('distance_km'),
    shipping_price: rupiah('shipping_price').notNull().default(0),
    shipping_discount: rupiah('shipping_discount').notNull().default(0),
    /** Sum of the lines after store discounts and product vouchers. */
    items_price: rupiah('items_price').notNull(),
    cart_discount: rupiah('cart_discount').notNull().default(0),
    total_price: rupiah('total_price').notNull(),
    payment_deadline: timestamp('payment_deadline', { withTimezone: true }),
    idempotency_key: text('idempotency_key'),
    cancel_reason: text('cancel_reason'),
    /** The booked delivery slot (none for the instant method). */
    slot_id: integer('slot_id').references((): AnyPgColumn => deliverySlots.slot_id),
    /** The shopper's note for the courier, printed on the packing list. */
    delivery_note: text('delivery_note'),
    /** "Pay now": the shopper committed; the payment deadline runs from here. */
    committed_at: timestamp('committed_at', { withTimezone: true }),
    /** Left uncommitted past the checkout hold: its lines went back into the cart. */
    returned_to_cart_at: timestamp('returned_to_cart_at', { withTimezone: true }),
    packed_at: timestamp('packed_at', { withTimezone: true }),
    packed_by: integer('packed_by').references(() => users.user_id),
    /** Who brings it (set when the store hands it over, with SHIPPED). */
    driver_name: text('driver_name'),
    driver_phone: text('driver_phone'),
    /** The driver's link: sha-256 of its secret, so the link marks delivery without an account. */
    driver_token_hash: text('driver_token_hash'),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
    /** Who marked it delivered: a store admin, or null for the driver's link. */
    delivered_by: integer('delivered_by').references(() => users.user_id),
    shipped_at: timestamp('shipped_at', { withTimezone: true }),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.user_id, t.created_at),
    index('orders_store_created_idx').on(t.store_id, t.created_at),
    index('orders_status_idx').on(t.status, t.created_at),
    // Shipped orders confirm themselves after 7 days (features/orders/orders.jobs.ts).
    index('orders_shipped_idx')
      .on(t.shipped_at)
      .where(sql`${t.status} = 'SHIPPED'`),
    index('orders_slot_idx').on(t.slot_id),
    uniqueIndex('orders_driver_token_uq').on(t.driver_token_hash),
    // Uncommitted orders go back into the cart after the checkout hold (orders.jobs.ts).
    index('orders_uncommitted_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'AWAITING_PAYMENT' and ${t.committed_at} is null`),
    index('orders_deadline_idx')
      .on(t.payment_deadline)
      .where(sql`${t.status} = 'AWAITING_PAYMENT'`),
    uniqueIndex('orders_idempotency_uq').on(t.user_id, t.idempotency_key),
    check('orders_money_nonnegative', sql`${t.items_price} >= 0 and ${t.total_price} >= 0`),
  ],
);

/**
 * Every status an order has had (docs/architecture.md §5): one row per change, written by domain/order-status.ts
 * in the transaction that changes the status; the first row (from_status null) is the order placed.
 * The timeline the shopper and the admins see.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    order_status_history_id: serial('order_status_history_id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.order_id),
    from_status: orderStatusEnum('from_status'),
    to_status: orderStatusEnum('to_status').notNull(),
    /** Who changed it; null for the system (the payment deadline, the gateway, a timer). */
    changed_by: integer('changed_by').references(() => users.user_id),
    reason: text('reason'),
    created_at: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.order_id, t.order_status_history_id)],
);

export const orderItems = pgTable(
  'order_items',
  {
    order_item_id: serial('order_item_id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.order_id),
    inventory_id: integer('inventory_id')
      .notNull()
      .references(() => inventories.inventory_id),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.product_id),
    product_name: text('product_name').notNull(),
    original_price: rupiah('original_price').notNull(),
    quantity: integer('quantity').notNull(),
    /** Units given free by a BOGO discount, reserved from stock with the paid ones. */
    free_quantity: integer('free_quantity').notNull().default(0),
    product_price: rupiah('product_price').notNull(),
    discount_amount: rupiah('discount_amount').notNull().default(0),
    /** Copied from the cart line with its preference (see cart_items). */
    note: text('note'),
    substitution: substitutionPreferenceEnum('substitution').notNull().default('SIMILAR'),
    substitute_product_id: integer('substitute_product_id').references(() => products.product_id),
    /** Packing (domain/packing.ts): the line's outcome and what left instead. */
    packing_state: packingLineStateEnum('packing_state').notNull().default('PENDING'),
    /** Units of this line not sent (paid and free together). */
    short_quantity: integer('short_quantity').notNull().default(0),
    substitute_inventory_id: integer('substitute_inventory_id').references(() => inventories.inventory_id),
    substitute_name: text('substitute_name'),
    substitute_quantity: integer('substitute_quantity').notNull().default(0),
    /** What the shopper pays for the substitute units in all (at most the short units' price). */
    substitute_price: rupiah('substitute_price').notNull().default(0),
    packed_at: timestamp('packed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.order_id),
    check(
      'order_items_short_in_range',
      sql`${t.short_quantity} >= 0 and ${t.short_quantity} <= ${t.quantity} + ${t.free_quantity}`,
    ),
    check(
      'order_items_substitute_nonnegative',
      sql`${t.substitute_quantity} >= 0 and ${t.substitute_price} >= 0`,
    ),
    index('order_items_product_idx').on(t.product_id),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    payment_id: serial('payment_id').primaryKey(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.order_id),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    payment_method: paymentMethodEnum('payment_method').notNull(),
    payment_status: paymentStatusEnum('payment_status').notNull().default('PENDING'),
    amount: rupiah('amount').notNull(),
    /** Proof of transfer picture (bank transfer). */
    pop_image: text('pop_image'),
    payment_date: timestamp('payment_date', { withTimezone: true }),
    /** The gateway's order id: unique per charge (an order may need several attempts). */
    gateway_order_id: text('gateway_order_id'),
    gateway_transaction_id: text('gateway_transaction_id'),
    va_bank: text('va_bank'),
    va_number: text('va_number'),
    /** The gateway's last word on a virtual account: pending, settlement, expire, cancel, deny... */
    transaction_status: text('transaction_status'),
    /** Why a store admin refused a proof of transfer, shown to the shopper. */
    note: text('note'),
    /** The gateway's kind of charge: bank_transfer, echannel, qris, gopay, shopeepay. */
    payment_type: text('payment_type'),
    /** Mandiri bill payment: the bill key (va_number stays null) and the biller's code. */
    bill_key: text('bill_key'),
    biller_code: text('biller_code'),
    /** QRIS and GoPay: the QR payload the payment page draws. */
    qr_string: text('qr_string'),
    /** The charge's actions as the gateway gave them ([{ name, method, url }]). */
    actions: jsonb('actions').$type<{ name: string; method: string; url: string }[]>(),
    /** What the gateway says was paid, when it is not `amount` (more: the rest is owed back). */
    paid_amount: rupiah('paid_amount'),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    reviewed_by: integer('reviewed_by').references(() => users.user_id),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.order_id),
    index('payments_user_created_idx').on(t.user_id, t.created_at),
    index('payments_status_idx').on(t.payment_status),
    uniqueIndex('payments_gateway_order_uq').on(t.gateway_order_id),
  ],
);

/** Every notification the gateway sent, verified or not, for audit and idempotency. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    payment_notification_id: serial('payment_notification_id').primaryKey(),
    gateway_order_id: text('gateway_order_id').notNull(),
    transaction_status: text('transaction_status').notNull(),
    status_code: text('status_code').notNull(),
    signature_valid: boolean('signature_valid').notNull(),
    payload: jsonb('payload').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_order_idx').on(t.gateway_order_id, t.received_at)],
);

export * from './schema.refunds';
export * from './schema.delivery';

// ---------------------------------------------------------------------------------------------
// Platform

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mail_id: serial('mail_id').primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    status: mailStatusEnum('status').notNull().default('QUEUED'),
    error: text('error'),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.created_at)],
);

/** A retried request with the same key gets the first answer (checkout, payments). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id),
    key: text('key').notNull(),
    route: text('route').notNull(),
    status_code: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key, t.route] }),
    // The housekeeping job drops keys older than a day (features/orders/orders.jobs.ts).
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);

/** Rows kept once per database: the demo seed marker, and anything else installation-wide. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updated_at: bigint('updated_at', { mode: 'number' }).notNull(),
});
