import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, SHIPPING_METHODS } from './constants';
import { PACKING_LINE_STATES, SUBSTITUTION_PREFERENCES } from './delivery.constants';
import { GATEWAY_PAYMENT_TYPES, REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES } from './payments.constants';
import { optionalSearch, withMessage } from './shapes';
import {
  Id,
  multiLineText,
  pageLimitQuery,
  Paged,
  pagingQuery,
  Rupiah,
  singleLineText,
} from './common.schemas';

/** Where an order stands (docs/product.md §9, transitions in docs/architecture.md §5). */
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** An order as its shopper first sees it: what the checkout answers in data.order. */
export const CheckoutOrder = z.object({
  order_id: z.number().int(),
  store_id: z.number().int(),
  status: OrderStatus,
  items_price: Rupiah,
  cart_discount: Rupiah,
  total_price: Rupiah,
  /** AWAITING_PAYMENT orders are cancelled when this passes (docs/architecture.md §5). */
  payment_deadline: z.string(),
  created_at: z.string(),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrder>;

// --- The shopper's orders: list, one order with its timeline, cancel, confirm

/** Who moved an order: its shopper, the store's staff, or the shop itself (a deadline, the gateway). */
export const OrderActor = z.enum(['SHOPPER', 'STORE', 'SYSTEM']);
export type OrderActor = z.infer<typeof OrderActor>;

/** One change of an order's status: the timeline the shopper and the admins see (docs/architecture.md §5). */
export const OrderHistoryEntry = z.object({
  /** Null for the first entry: the order placed. */
  from_status: OrderStatus.nullable(),
  to_status: OrderStatus,
  actor: OrderActor,
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

export const OrderItem = z.object({
  order_item_id: z.number().int(),
  inventory_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  original_price: Rupiah,
  quantity: z.number().int(),
  /** Units given free by a BOGO discount. */
  free_quantity: z.number().int(),
  /** The line's price after store discounts and a product voucher. */
  product_price: Rupiah,
  discount_amount: Rupiah,
  /** The shopper's note for the picker ("pick green bananas"). */
  note: z.string().nullable(),
  /** What the store does if the line is short: a similar product, the shopper's pick, or a refund. */
  substitution: z.enum(SUBSTITUTION_PREFERENCES),
  /** With CHOSEN: the product the shopper accepts instead, and its name. */
  substitute_product_id: z.number().int().nullable(),
  substitute_product_name: z.string().nullable(),
  /** Packing: the line's outcome, the units not sent, and what left instead (at what price in all). */
  packing_state: z.enum(PACKING_LINE_STATES),
  short_quantity: z.number().int(),
  substitute_name: z.string().nullable(),
  substitute_quantity: z.number().int(),
  substitute_price: Rupiah,
});
export type OrderItem = z.infer<typeof OrderItem>;

/** A booked delivery slot: when the order arrives. */
export const OrderSlot = z.object({
  slot_id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type OrderSlot = z.infer<typeof OrderSlot>;

/** Who brings the order (from the hand-over on). */
export const OrderDriver = z.object({ name: z.string(), phone: z.string() });
export type OrderDriver = z.infer<typeof OrderDriver>;

export const OrderAddress = z.object({
  address_id: z.number().int(),
  /** The address as it was when chosen (a later edit of the address keeps the order intact). */
  address: z.string(),
  city_name: z.string().nullable(),
  /**
   * The address's label (Rumah, Kantor), recipient and their mobile number (+62…) as the address
   * holds them now, so the store calls the number the shopper keeps up to date; null when not given.
   */
  label: z.string().nullable(),
  recipient_name: z.string().nullable(),
  phone: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

/** One thing the shopper can do with a gateway charge: `generate-qr-code`, `deeplink-redirect`, ... */
export const GatewayAction = z.object({ name: z.string(), method: z.string(), url: z.string() });
export type GatewayAction = z.infer<typeof GatewayAction>;

/** docs/product.md §3 payment: payment_id, payment_status, and what the shopper and the admins see of it. */
export const Payment = z.object({
  payment_id: z.number().int(),
  order_id: z.number().int(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** What is (to be) paid: for a bank transfer the order's total plus its unique code. */
  amount: Rupiah,
  /** The proof of a bank transfer. */
  pop_image: z.string().nullable(),
  payment_date: z.string().nullable(),
  va_bank: z.string().nullable(),
  va_number: z.string().nullable(),
  /** When a virtual account stops taking money. */
  expires_at: z.string().nullable(),
  created_at: z.string(),
  /** Why a store admin refused a proof. */
  note: z.string().nullable(),
  /** The gateway's kind of charge (null for a manual transfer). */
  payment_type: z.enum(GATEWAY_PAYMENT_TYPES).nullable(),
  /** Mandiri bill payment (echannel): the bill key and the biller's code, instead of a VA number. */
  bill_key: z.string().nullable(),
  biller_code: z.string().nullable(),
  /** QRIS and GoPay: the EMVCo payload to draw as a QR code. */
  qr_string: z.string().nullable(),
  /** What the gateway offers for the charge: the QR image, the app's deeplink, ... */
  actions: z.array(GatewayAction),
  /** What was received, when it differs from `amount` (more than due: the rest is refunded). */
  paid_amount: Rupiah.nullable(),
});
export type Payment = z.infer<typeof Payment>;

/** One step of a refund: owed, processing, paid or failed, when and why. */
export const RefundHistoryEntry = z.object({
  from_status: z.enum(REFUND_STATUSES).nullable(),
  to_status: z.enum(REFUND_STATUSES),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type RefundHistoryEntry = z.infer<typeof RefundHistoryEntry>;

/** The shopper's bank account a refund is transferred to. */
export const RefundAccount = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
});
export type RefundAccount = z.infer<typeof RefundAccount>;

/** Money owed back to the shopper for an order (GET /api/order/details: data.order.refunds). */
export const OrderRefund = z.object({
  refund_id: z.number().int(),
  payment_id: z.number().int().nullable(),
  amount: Rupiah,
  reason: z.enum(REFUND_REASONS),
  method: z.enum(REFUND_METHODS),
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** A bank-transfer refund waits for the shopper's account (the order page asks for it). */
  needs_account: z.boolean(),
  account: RefundAccount.nullable(),
  /** The store's proof of the transfer: GET /api/refunds/proof/{refundId}. */
  has_proof: z.boolean(),
  /** The gateway's refund id (refund_chargeback_id) of a gateway refund. */
  gateway_refund_id: z.string().nullable(),
  /** The store's word on the refund: why it failed, what it did. */
  note: z.string().nullable(),
  history: z.array(RefundHistoryEntry),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

/** Where a bank transfer goes, and the exact amount that identifies this order on a bank statement. */
export const TransferInstructions = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
  /** A small code (1 to 999) added to the total so the store can match the transfer to this order. */
  unique_code: z.number().int(),
  amount: Rupiah,
});
export type TransferInstructions = z.infer<typeof TransferInstructions>;

/** What the shopper may do with the order now. */
export const OrderActions = z.object({
  change_shipping: z.boolean(),
  pay: z.boolean(),
  cancel: z.boolean(),
  confirm: z.boolean(),
});

/** GET /api/order/details/{userId}/{orderId}: reads data.order. */
export const OrderDetail = z.object({
  order_id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  /** The store's WhatsApp number as +62… (whatsAppLink builds the chat link); null when it has none. */
  store_whatsapp: z.string().nullable(),
  status: OrderStatus,
  created_at: z.string(),
  /** AWAITING_PAYMENT orders are cancelled when this passes; null once paid. */
  payment_deadline: z.string().nullable(),
  items: z.array(OrderItem),
  items_price: Rupiah,
  cart_discount: Rupiah,
  shipping_price: Rupiah,
  shipping_discount: Rupiah,
  /** The grand total: items_price - cart_discount + shipping_price - shipping_discount. */
  total_price: Rupiah,
  address: OrderAddress.nullable(),
  shipping_method: z.enum(SHIPPING_METHODS).nullable(),
  /** Store to address, for the shipping prices of each method (null without an address). */
  distance_km: z.number().nullable(),
  shipping_voucher: z
    .object({ user_voucher_id: z.number().int(), redeem_code: z.string(), applied_amount: Rupiah })
    .nullable(),
  /** The latest payment attempt. */
  payment: Payment.nullable(),
  /** Money received for the order: the successful payments (what was paid, more than due included). */
  paid_amount: Rupiah,
  /** Money owed back or given back, oldest first. */
  refunds: z.array(OrderRefund),
  transfer: TransferInstructions,
  cancel_reason: z.string().nullable(),
  /** The delivery slot (null for the instant method, or until one is booked). */
  slot: OrderSlot.nullable(),
  /** The shopper's note for the courier. */
  delivery_note: z.string().nullable(),
  /** "Pay now": when the shopper committed (the payment deadline runs from here); null before. */
  committed_at: z.string().nullable(),
  /** An uncommitted order goes back into the cart at this time (null once committed). */
  hold_expires_at: z.string().nullable(),
  packed_at: z.string().nullable(),
  driver: OrderDriver.nullable(),
  delivered_at: z.string().nullable(),
  history: z.array(OrderHistoryEntry),
  actions: OrderActions,
});
export type OrderDetail = z.infer<typeof OrderDetail>;
export const OrderDetailResponse = z.object({ message: z.string(), data: z.object({ order: OrderDetail }) });
export type OrderDetailResponse = z.infer<typeof OrderDetailResponse>;
export const OrderParams = z.object({ userId: Id, orderId: Id });

/** A line of the shopper's order list. */
export const OrderSummary = z.object({
  order_id: z.number().int(),
  store_name: z.string(),
  status: OrderStatus,
  total_price: Rupiah,
  created_at: z.string(),
  payment_deadline: z.string().nullable(),
  item_count: z.number().int(),
  first_item_name: z.string(),
  first_item_image: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

const DateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a real date');

/** GET /api/order/user/{userId}?page&limit&status&search&from&to (newest first). */
export const UserOrdersQuery = pageLimitQuery(10).extend({
  status: OrderStatus.optional(),
  /** An order number, or part of a product's name. */
  search: optionalSearch(),
  /** Orders placed on or after this day (WIB). */
  from: DateOnly.optional(),
  /** Orders placed on or before this day (WIB). */
  to: DateOnly.optional(),
});
export type UserOrdersQuery = z.input<typeof UserOrdersQuery>;
export const UserOrdersResponse = Paged(OrderSummary).extend({ message: z.string() });
export type UserOrdersResponse = z.infer<typeof UserOrdersResponse>;

/** PUT /api/order/cancel/{userId}/{orderId} and /confirm: the order as it is now. */
export const OrderChangeResponse = OrderDetailResponse;
export type OrderChangeResponse = OrderDetailResponse;

// --- A store's orders: the store admin's list, one order, process, cancel

export const STORE_ORDER_SORT_FIELDS = ['created_at', 'total_price', 'order_id'] as const;

/** GET /api/order/store/{storeId}?page&sortField&sortOrder&search&orderStatus (created_at desc by default). */
export const StoreOrdersQuery = pagingQuery(10).extend({
  sortField: z.enum(STORE_ORDER_SORT_FIELDS).default('created_at'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  /** An order number ("12" or "#12"), or part of the shopper's name or e-mail. */
  search: optionalSearch(),
  orderStatus: OrderStatus.optional(),
});
export type StoreOrdersQuery = z.input<typeof StoreOrdersQuery>;

export const StoreOrderSummary = z.object({
  order_id: z.number().int(),
  status: OrderStatus,
  customer_name: z.string(),
  customer_email: z.string(),
  total_price: Rupiah,
  item_count: z.number().int(),
  created_at: z.string(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
});
export type StoreOrderSummary = z.infer<typeof StoreOrderSummary>;
export const StoreOrdersResponse = Paged(StoreOrderSummary).extend({ message: z.string() });
export type StoreOrdersResponse = z.infer<typeof StoreOrdersResponse>;

/** GET /api/order/store-items/{storeId}/{orderId}: the order, who ordered, what the staff may do. */
export const StoreOrderDetail = OrderDetail.extend({
  customer: z.object({ user_id: z.number().int(), username: z.string(), email: z.string() }),
  store_actions: z.object({ review_payment: z.boolean(), process: z.boolean(), cancel: z.boolean() }),
});
export type StoreOrderDetail = z.infer<typeof StoreOrderDetail>;
export const StoreOrderResponse = withMessage(z.object({ order: StoreOrderDetail }));
export type StoreOrderResponse = z.infer<typeof StoreOrderResponse>;
export const StoreOrderParams = z.object({ storeId: Id, orderId: Id });

/** PUT /api/order/store-cancel/{storeId}/{orderId}: a store cancels an order not shipped yet. */
export const StoreCancelBody = z.object({
  reason: multiLineText(
    z
      .string({ error: 'Please give the shopper a reason.' })
      .trim()
      .min(3, 'Please give the shopper a reason.')
      .max(300, 'reason must be 300 characters or less'),
  ),
});
export type StoreCancelBody = z.input<typeof StoreCancelBody>;

// --- Every store's orders for the super admin: list, CSV, one payment, one order

export const ALL_ORDER_SORT_FIELDS = ['created_at', 'total_price', 'order_id', 'store_name'] as const;

/**
 * GET /api/order/all?page&sortFieldOrder&sortOrder&search&orderStatus&storeName (docs/product.md §7; created_at
 * ascending by default, docs/product.md §9). The same query gives GET /api/order/all-export its CSV.
 */
export const AllOrdersQuery = pagingQuery(10).extend({
  sortFieldOrder: z
    .enum(ALL_ORDER_SORT_FIELDS, {
      error: `sortFieldOrder must be one of ${ALL_ORDER_SORT_FIELDS.join(', ')}`,
    })
    .default('created_at'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('asc'),
  /** An order number ("12" or "#12"), or part of the shopper's name or e-mail. */
  search: optionalSearch(),
  orderStatus: z
    .enum(ORDER_STATUSES, { error: `orderStatus must be one of ${ORDER_STATUSES.join(', ')}` })
    .optional(),
  /** A store's name, as GET /api/super-admin/store-names gives it (case aside): that store's orders only. */
  storeName: singleLineText(
    z.string().trim().max(100, 'storeName must be 100 characters or less'),
  ).optional(),
});
export type AllOrdersQuery = z.input<typeof AllOrdersQuery>;

/** A line of the super admin's list: the store's line and the store it was placed at. */
export const AllOrderSummary = StoreOrderSummary.extend({
  store_id: z.number().int(),
  store_name: z.string(),
});
export type AllOrderSummary = z.infer<typeof AllOrderSummary>;
export const AllOrdersResponse = Paged(AllOrderSummary).extend({ message: z.string() });
export type AllOrdersResponse = z.infer<typeof AllOrdersResponse>;

/** GET /api/order/super-items/{orderId}: any store's order as its staff see it (data.order). */
export const SuperOrderParams = z.object({ orderId: Id });
/** GET /api/order/super/{paymentId}: a payment beside its expected amount, with its order (as PaymentReviewResponse). */
export const SuperPaymentParams = z.object({ paymentId: Id });
