import {
  MESSAGES,
  shippingPrice,
  type Address,
  type CartVoucher,
  type OrderDetail,
  type OrderItem,
  type OrderSummary,
  type Payment,
  type PaymentHistoryItem,
  type ShippingMethod,
} from '@lumbung/contracts';
import { answerCharge, paymentFieldsOf, type ChargeAsk } from './charge-fixtures';
import { json, PROOF_ROUTE, type FakeHandler } from './fake-api';

export { gatewayCharge } from './charge-fixtures';

/**
 * Orders as the issue-12 contracts answer them, and a small in-memory order API: enough rules to
 * watch the pages follow each answer's data.order (shipping by the tiers, a shipping voucher, a
 * proof moving the order to AWAITING_CONFIRMATION, a virtual account, cancel and confirm). The
 * rules themselves are the API's and are tested there.
 */

export const SHOPPER_ID = 7;
const HOUR = 60 * 60 * 1000;

export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    order_item_id: 1,
    inventory_id: 101,
    product_id: 11,
    product_name: 'Apel Fuji 1 kg',
    product_image: null,
    original_price: 48000,
    quantity: 2,
    free_quantity: 0,
    product_price: 86400,
    discount_amount: 9600,
    note: null,
    substitution: 'SIMILAR',
    substitute_product_id: null,
    substitute_product_name: null,
    packing_state: 'PENDING',
    short_quantity: 0,
    substitute_name: null,
    substitute_quantity: 0,
    substitute_price: 0,
    ...overrides,
  };
}

export const HOME: Address = {
  address_id: 31,
  address: 'Jl. Kemang Raya No. 8, Bangka',
  city_id: 154,
  city_name: 'Jakarta Selatan',
  is_default: true,
  label: null,
  recipient_name: null,
  phone: null,
};
export const OFFICE: Address = {
  address_id: 32,
  address: 'Jl. Asia Afrika No. 1',
  city_id: 23,
  city_name: 'Bandung',
  is_default: false,
  label: null,
  recipient_name: null,
  phone: null,
};

/** Distances from the store of the addresses above (Bandung is beyond 50 km). */
export const DISTANCES: Record<number, number> = { 31: 3.2, 32: 120 };

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const created = new Date(Date.now() - 5 * 60 * 1000).toISOString();
  return {
    order_id: 12,
    store_id: 28,
    store_name: 'LUMBUNG Kemang',
    store_whatsapp: null,
    status: 'AWAITING_PAYMENT',
    created_at: created,
    payment_deadline: new Date(Date.now() + HOUR - 5 * 60 * 1000).toISOString(),
    items: [
      orderItem(),
      orderItem({
        order_item_id: 2,
        inventory_id: 102,
        product_name: 'Susu UHT 1 L',
        original_price: 18500,
        quantity: 1,
        product_price: 18500,
        discount_amount: 0,
      }),
    ],
    items_price: 104900,
    cart_discount: 10000,
    shipping_price: 0,
    shipping_discount: 0,
    total_price: 94900,
    address: null,
    shipping_method: null,
    distance_km: null,
    shipping_voucher: null,
    payment: null,
    paid_amount: 0,
    refunds: [],
    transfer: {
      bank_name: 'Bank Central Asia (BCA)',
      account_number: '123-456-7890',
      account_holder: 'PT Lumbung Pangan Nusantara',
      unique_code: 123,
      amount: 95023,
    },
    cancel_reason: null,
    slot: null,
    delivery_note: null,
    committed_at: created,
    hold_expires_at: null,
    packed_at: null,
    driver: null,
    delivered_at: null,
    history: [
      {
        from_status: null,
        to_status: 'AWAITING_PAYMENT',
        actor: 'SHOPPER',
        reason: null,
        created_at: created,
      },
    ],
    actions: { change_shipping: true, pay: true, cancel: true, confirm: false },
    ...overrides,
  };
}

/** A gateway charge as POST /api/midtrans answers it: a BCA virtual account unless told. */
export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    payment_id: 70,
    order_id: 12,
    payment_method: 'BANK_TRANSFER',
    payment_status: 'AWAITING_CONFIRMATION',
    amount: 95023,
    pop_image: '/api/order/payment-proof/70',
    payment_date: '2026-11-20',
    va_bank: null,
    va_number: null,
    expires_at: null,
    created_at: new Date().toISOString(),
    note: null,
    payment_type: null,
    bill_key: null,
    biller_code: null,
    qr_string: null,
    actions: [],
    paid_amount: null,
    ...overrides,
  };
}

/** A virtual account the shopper opened and has not paid yet: no proof, no payment date. */
export function pendingVaPayment(overrides: Partial<Payment> = {}): Payment {
  return payment({
    payment_id: 71,
    payment_method: 'VIRTUAL_ACCOUNT',
    payment_status: 'PENDING',
    pop_image: null,
    payment_date: null,
    ...overrides,
  });
}

/** An order's checkout choices once made: the home address, 3.2 km away, regular shipping (total 103 900). */
export const SHIPPING_CHOSEN = {
  address: {
    address_id: 31,
    address: HOME.address,
    city_name: 'Jakarta Selatan',
    label: null,
    recipient_name: null,
    phone: null,
  },
  distance_km: 3.2,
  shipping_method: 'REGULAR',
  shipping_price: 9000,
  total_price: 103900,
} satisfies Partial<OrderDetail>;

export const SHIPPING_VOUCHER: CartVoucher = {
  user_voucher_id: 503,
  redeem_code: 'GRATISONGKIR-7',
  voucher_type: 'SHIPPING_DISCOUNT',
  discount_type: 'NOMINAL',
  discount_amount: 10000,
  min_purchase: 0,
  max_discount: null,
  description: 'Rp 10.000 off shipping',
  expires_at: '2027-01-01T00:00:00.000Z',
};

type FakeOrderOptions = {
  order?: Partial<OrderDetail>;
  addresses?: Address[];
  vouchers?: CartVoucher[];
  simulated?: boolean;
  override?: Record<string, FakeHandler>;
};

/** The order routes of one shopper over one live order. */
export function fakeOrderApi(options: FakeOrderOptions = {}) {
  // As the API says it: an order can be paid once it has an address and a shipping method.
  const ready = (order: OrderDetail): OrderDetail => ({
    ...order,
    actions: {
      ...order.actions,
      pay: order.status === 'AWAITING_PAYMENT' && order.address !== null && order.shipping_method !== null,
    },
  });
  const state = {
    order: ready(orderDetail(options.order)),
    addresses: [...(options.addresses ?? [HOME, OFFICE])],
    vouchers: [...(options.vouchers ?? [SHIPPING_VOUCHER])],
  };

  const reprice = () => {
    const o = state.order;
    const price =
      o.shipping_method && o.distance_km !== null
        ? (shippingPrice(o.shipping_method, o.distance_km) ?? 0)
        : 0;
    const discount = Math.min(o.shipping_voucher?.applied_amount ?? 0, price);
    state.order = {
      ...o,
      shipping_price: price,
      shipping_discount: discount,
      total_price: o.items_price - o.cart_discount + price - discount,
    };
    state.order.transfer = { ...o.transfer, amount: state.order.total_price + o.transfer.unique_code };
    state.order = ready(state.order);
  };
  let charges = 0;
  const change = () => ({
    message: 'ok',
    new_shipping_price: state.order.shipping_price,
    data: { order: state.order },
  });
  const moveTo = (to: OrderDetail['status'], actor: 'SHOPPER' | 'STORE' | 'SYSTEM') => {
    state.order = {
      ...state.order,
      status: to,
      payment_deadline: to === 'AWAITING_PAYMENT' ? state.order.payment_deadline : null,
      history: [
        ...state.order.history,
        {
          from_status: state.order.status,
          to_status: to,
          actor,
          reason: null,
          created_at: new Date().toISOString(),
        },
      ],
      actions: {
        change_shipping: false,
        pay: to === 'AWAITING_PAYMENT',
        cancel: to === 'AWAITING_PAYMENT',
        confirm: to === 'SHIPPED',
      },
    };
  };

  const routes: Record<string, FakeHandler> = {
    ...PROOF_ROUTE,
    'GET /api/order/details/:userId/:orderId': ({ params }) =>
      Number(params.orderId) === state.order.order_id
        ? { message: MESSAGES.ORDER_FOUND, data: { order: state.order } }
        : json({ message: MESSAGES.ORDER_NOT_FOUND }, 404),
    'GET /api/profile/address/:userId': () => ({ message: MESSAGES.ADDRESSES_LISTED, data: state.addresses }),
    'PUT /api/order/address': ({ body }) => {
      const { address_id } = body as { address_id: number };
      const address = state.addresses.find((a) => a.address_id === address_id);
      if (!address) return json({ message: MESSAGES.ADDRESS_NOT_FOUND }, 404);
      const km = DISTANCES[address_id] ?? 5;
      if (km > 50) return json({ message: MESSAGES.ADDRESS_TOO_FAR, code: 'ADDRESS_TOO_FAR' }, 422);
      state.order = {
        ...state.order,
        address: {
          address_id,
          address: address.address,
          city_name: address.city_name,
          label: address.label,
          recipient_name: address.recipient_name,
          phone: address.phone,
        },
        distance_km: km,
        // The API keeps a method that still reaches the address, else prices REGULAR.
        shipping_method:
          state.order.shipping_method && shippingPrice(state.order.shipping_method, km) !== null
            ? state.order.shipping_method
            : 'REGULAR',
      };
      reprice();
      return change();
    },
    'PUT /api/order/method': ({ body }) => {
      const { shipping_method } = body as { shipping_method: ShippingMethod };
      state.order = { ...state.order, shipping_method };
      reprice();
      return change();
    },
    'GET /api/order/shipping-vouchers/:userId': () => ({
      message: MESSAGES.SHIPPING_VOUCHERS_LISTED,
      data: { vouchers: state.vouchers },
    }),
    'POST /api/order/redeem-shipping': ({ body }) => {
      const { user_voucher_id } = body as { user_voucher_id: number };
      const voucher = state.vouchers.find((v) => v.user_voucher_id === user_voucher_id);
      if (!voucher) return json({ message: MESSAGES.VOUCHER_NOT_FOUND }, 404);
      state.vouchers = state.vouchers.filter((v) => v !== voucher);
      state.order = {
        ...state.order,
        shipping_voucher: {
          user_voucher_id,
          redeem_code: voucher.redeem_code,
          applied_amount: Math.min(voucher.discount_amount, state.order.shipping_price),
        },
      };
      reprice();
      return {
        message: MESSAGES.VOUCHER_APPLIED,
        data: {
          newShippingPrice: state.order.shipping_price - state.order.shipping_discount,
          order: state.order,
        },
      };
    },
    'POST /api/order/payment/:userId/:orderId': () => {
      const made = payment({ amount: state.order.transfer.amount });
      moveTo('AWAITING_CONFIRMATION', 'SHOPPER');
      state.order = { ...state.order, payment: made };
      return json({ message: MESSAGES.PAYMENT_CREATED, data: { payment: made, order: state.order } }, 201);
    },
    'POST /api/midtrans': ({ body }) => {
      const base = { order_id: state.order.order_id, amount: state.order.total_price };
      const { charge, opened } = answerCharge(state.order.payment, body as ChargeAsk, base, {
        attempt: charges + 1,
        simulated: options.simulated ?? true,
      });
      if (opened) {
        charges += 1;
        state.order = {
          ...state.order,
          actions: { ...state.order.actions, change_shipping: false },
          payment: pendingVaPayment(paymentFieldsOf(charge)),
        };
      }
      return json({ message: MESSAGES.PAYMENT_CHARGE_CREATED, data: { charge, order: state.order } }, 201);
    },
    'PUT /api/midtrans/success/': () => ({
      message: MESSAGES.PAYMENT_STATUS_CHECKED,
      data: { order: state.order },
    }),
    'POST /api/midtrans/simulate/:userId/:orderId': () => {
      moveTo('PROCESSING', 'SYSTEM');
      state.order = {
        ...state.order,
        payment: state.order.payment ? { ...state.order.payment, payment_status: 'SUCCESS' } : null,
      };
      return { message: MESSAGES.PAYMENT_STATUS_CHECKED, data: { order: state.order } };
    },
    'PUT /api/order/cancel/:userId/:orderId': () => {
      if (!state.order.actions.cancel) return json({ message: MESSAGES.ORDER_CANCEL_NOT_ALLOWED }, 422);
      moveTo('CANCELLED', 'SHOPPER');
      state.order = { ...state.order, cancel_reason: MESSAGES.ORDER_CANCELLED_BY_SHOPPER };
      return { message: MESSAGES.ORDER_CANCELLED, data: { order: state.order } };
    },
    'PUT /api/order/confirm/:userId/:orderId': () => {
      if (!state.order.actions.confirm) return json({ message: MESSAGES.ORDER_CONFIRM_NOT_ALLOWED }, 422);
      moveTo('CONFIRMED', 'SHOPPER');
      return { message: MESSAGES.ORDER_CONFIRMED, data: { order: state.order } };
    },
    ...options.override,
  };
  return { routes, state };
}

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    order_id: 12,
    store_name: 'LUMBUNG Kemang',
    status: 'AWAITING_PAYMENT',
    total_price: 94900,
    created_at: '2026-11-20T03:00:00.000Z',
    payment_deadline: '2026-11-20T04:00:00.000Z',
    item_count: 2,
    first_item_name: 'Apel Fuji 1 kg',
    first_item_image: null,
    ...overrides,
  };
}

export function paymentHistoryItem(overrides: Partial<PaymentHistoryItem> = {}): PaymentHistoryItem {
  return {
    ...payment(),
    store_name: 'LUMBUNG Kemang',
    order_status: 'AWAITING_CONFIRMATION',
    order_total: 94900,
    refunds: [],
    ...overrides,
  };
}
