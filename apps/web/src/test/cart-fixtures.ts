import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type CartData, type CartItem, type CartPrice, type CartVoucher } from '@lumbung/contracts';
import { json, stubApi, type FakeHandler } from './fake-api';
import { renderApp } from './render';
import { CLAIMS, signIn } from './tokens';

/**
 * A small in-memory cart API shaped exactly as the cart contracts answer (docs/product.md §7): enough rules to
 * watch the drawer follow the server (line = unit price x quantity less a product voucher, cart price
 * = lines less a cart voucher). The pricing itself is the API's and is tested there. Like the API,
 * every cart change answers the whole cart as cart_data beside the fields docs/product.md names, and a removed line's
 * product voucher goes back to the shopper's list.
 */

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    cart_item_id: 1,
    inventory_id: 101,
    store_id: 28,
    product_id: 11,
    product_name: 'Apel Fuji 1 kg',
    product_image: '/media/emoji/1f34e.svg',
    original_price: 48000,
    quantity: 1,
    product_price: 48000,
    discount_amount: 0,
    user_stock: 40,
    discount_type: null,
    free_quantity: 0,
    bogo_product_name: null,
    voucher: null,
    ...overrides,
  };
}

/** The drawer tests' two lines: an apple line as `cartItem` makes it, and two discounted milks. */
export const APEL_LINE = cartItem();
export const SUSU_LINE = cartItem({
  cart_item_id: 2,
  inventory_id: 102,
  product_name: 'Susu UHT 1 L',
  original_price: 18500,
  quantity: 2,
  product_price: 30000,
  discount_amount: 7000,
  discount_type: 'NOMINAL',
});

export function voucher(overrides: Partial<CartVoucher> = {}): CartVoucher {
  return {
    user_voucher_id: 501,
    redeem_code: 'HEMAT10-7',
    voucher_type: 'CART_DISCOUNT',
    discount_type: 'NOMINAL',
    discount_amount: 10000,
    min_purchase: 0,
    max_discount: null,
    description: 'Rp 10.000 off your cart',
    expires_at: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const CART_VOUCHER = voucher();
export const PRODUCT_VOUCHER = voucher({
  user_voucher_id: 502,
  redeem_code: 'BUAH20-7',
  voucher_type: 'PRODUCT_DISCOUNT',
  discount_type: 'PERCENTAGE',
  discount_amount: 20,
  max_discount: 15000,
  description: '20% off one product',
});
export const SHIPPING_VOUCHER = voucher({
  user_voucher_id: 503,
  redeem_code: 'ONGKIR-7',
  voucher_type: 'SHIPPING_DISCOUNT',
  discount_amount: 15000,
  description: 'Rp 15.000 off shipping',
});

type FakeCartOptions = {
  items?: CartItem[];
  vouchers?: CartVoucher[];
  userDiscount?: CartData['user_discount'];
  /** Replaces single routes (failures, delays). */
  override?: Record<string, FakeHandler>;
};

/** The cart routes of one shopper over a live in-memory cart. */
export function fakeCart(options: FakeCartOptions = {}) {
  const state = {
    items: (options.items ?? []).map((item) => ({ ...item })),
    vouchers: [...(options.vouchers ?? [])],
    cartVoucher: null as CartData['cart_voucher'],
    nextItemId: 100,
    orders: 0,
    /** Vouchers redeemed on lines, by user_voucher_id, to give back when their line goes. */
    onLines: new Map<number, CartVoucher>(),
    /** The voucher redeemed on the cart, to give back when it is taken off. */
    onCart: null as CartVoucher | null,
  };

  const line = (item: CartItem): CartItem => {
    const full = item.original_price * item.quantity;
    const off = item.voucher ? item.voucher.applied_amount : 0;
    return { ...item, product_price: full - off, discount_amount: off };
  };
  const price = (): CartPrice => {
    const items = state.items.reduce((sum, item) => sum + item.product_price, 0);
    const cartDiscount = state.cartVoucher?.applied_amount ?? 0;
    return {
      cart_id: 9,
      cart_price: items - cartDiscount,
      items_price: items,
      store_discount: 0,
      cart_discount: cartDiscount,
    };
  };
  const cartData = (): CartData => ({
    cart_items: [...state.items],
    ...price(),
    store_id: 28,
    cart_voucher: state.cartVoucher,
    user_discount: options.userDiscount ?? null,
  });
  const find = (id: unknown) => state.items.find((item) => item.cart_item_id === Number(id));
  const takeVoucher = (id: unknown) => {
    const found = state.vouchers.find((candidate) => candidate.user_voucher_id === Number(id));
    state.vouchers = state.vouchers.filter((candidate) => candidate !== found);
    return found;
  };

  const routes: Record<string, FakeHandler> = {
    'GET /api/cart/items/:userId': () => ({ message: 'Cart retrieved', cart_data: cartData() }),
    'GET /api/cart/cart-vouchers/:userId': () => ({
      message: 'Vouchers retrieved',
      data: { vouchers: state.vouchers },
    }),
    'DELETE /api/cart/:userId/:cartItemId': ({ params }) => {
      const item = find(params.cartItemId);
      if (!item) return json({ message: 'This item is not in your cart.' }, 404);
      state.items = state.items.filter((candidate) => candidate !== item);
      const given = item.voucher && state.onLines.get(item.voucher.user_voucher_id);
      if (given) state.vouchers.push(given);
      return {
        message: 'Product removed from the cart',
        data: { cartItem: { ...item, voucher: null }, cartPrice: price(), cart_data: cartData() },
      };
    },
    'POST /api/cart/quantity': ({ body }) => {
      const { cart_item_id, quantity } = body as { cart_item_id: number; quantity: number };
      const item = find(cart_item_id);
      if (!item) return json({ message: 'This item is not in your cart.' }, 404);
      if (quantity > item.user_stock) {
        return json({ message: `Only ${item.user_stock} left in stock of ${item.product_name}.` }, 422);
      }
      const changed = line({ ...item, quantity });
      state.items = state.items.map((candidate) => (candidate === item ? changed : candidate));
      return {
        message: 'Quantity updated',
        data: { cartItem: changed, cartPrice: price(), cart_data: cartData() },
      };
    },
    'POST /api/cart/add': ({ body }) => {
      const { inventory_id, quantity = 1 } = body as { inventory_id: number; quantity?: number };
      if (state.items.some((item) => item.inventory_id === inventory_id)) {
        return json({ message: 'This product is already in the cart', code: 'CART_ITEM_EXISTS' }, 409);
      }
      const added = line(
        cartItem({
          cart_item_id: state.nextItemId++,
          inventory_id,
          product_name: `Product ${inventory_id}`,
          original_price: 1000 * inventory_id,
          quantity,
        }),
      );
      state.items.push(added);
      return {
        message: 'Product added to the cart',
        cart_item: added,
        cart_price: price().cart_price,
        cart_id: 9,
        cart_vouchers: state.vouchers,
        cart_data: cartData(),
      };
    },
    'POST /api/cart/redeem-product/': ({ body }) => {
      const { user_voucher_id, cart_item_id } = body as { user_voucher_id: number; cart_item_id: number };
      const item = find(cart_item_id);
      const used = takeVoucher(user_voucher_id);
      if (!item || !used) {
        return json(
          {
            message: 'This voucher does not exist.',
            data: { cartItem: { error: 'This voucher does not exist.' } },
          },
          404,
        );
      }
      const full = item.original_price * item.quantity;
      const off = Math.min(Math.floor((full * used.discount_amount) / 100), used.max_discount ?? full);
      const changed = line({
        ...item,
        voucher: {
          user_voucher_id,
          redeem_code: used.redeem_code,
          voucher_type: used.voucher_type,
          applied_amount: off,
        },
      });
      state.items = state.items.map((candidate) => (candidate === item ? changed : candidate));
      state.onLines.set(used.user_voucher_id, used);
      return {
        message: 'Voucher applied',
        data: { cartItem: changed, cartPrice: price(), cart_data: cartData() },
      };
    },
    'POST /api/cart/redeem-cart/': ({ body }) => {
      const { user_voucher_id } = body as { user_voucher_id: number };
      const used = takeVoucher(user_voucher_id);
      if (!used) {
        return json(
          {
            message: 'This voucher has already been used.',
            data: { error: 'This voucher has already been used.' },
          },
          409,
        );
      }
      state.onCart = used;
      state.cartVoucher = {
        user_voucher_id,
        redeem_code: used.redeem_code,
        voucher_type: used.voucher_type,
        applied_amount: used.discount_amount,
      };
      return {
        message: 'Voucher applied',
        data: { newCartPrice: price().cart_price, cartPrice: price(), cart_data: cartData() },
      };
    },
    'DELETE /api/cart/voucher/:userId/:userVoucherId': ({ params }) => {
      const id = Number(params.userVoucherId);
      const onLine = state.items.find((item) => item.voucher?.user_voucher_id === id);
      if (state.cartVoucher?.user_voucher_id === id && state.onCart) {
        state.vouchers.push(state.onCart);
        state.cartVoucher = null;
        state.onCart = null;
      } else if (onLine) {
        const back = line({ ...onLine, voucher: null });
        state.items = state.items.map((item) => (item === onLine ? back : item));
        const given = state.onLines.get(id);
        if (given) state.vouchers.push(given);
      } else {
        return json({ message: 'This voucher is not on your cart.' }, 404);
      }
      return { message: 'Voucher removed', data: { cartPrice: price(), cart_data: cartData() } };
    },
    'POST /api/cart/checkout/:userId': () => {
      if (state.items.length === 0) return json({ message: 'Your cart is empty.' }, 422);
      const total = price();
      state.items = [];
      state.cartVoucher = null;
      state.orders += 1;
      return {
        message: 'Order created',
        data: {
          order: {
            order_id: 700 + state.orders,
            store_id: 28,
            status: 'AWAITING_PAYMENT',
            items_price: total.items_price,
            cart_discount: total.cart_discount,
            total_price: total.cart_price,
            payment_deadline: '2026-11-23T13:00:00.000Z',
            created_at: '2026-11-23T12:00:00.000Z',
          },
        },
      };
    },
    ...options.override,
  };
  return { state, routes };
}

/** Signs a shopper in, serves `routes`, opens the app and the drawer; returns the drawer. */
export async function openDrawer(routes: Record<string, FakeHandler>) {
  signIn(CLAIMS.user);
  const api = stubApi(routes);
  const view = renderApp('/about-page', { initialLocation: {} });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Cart/ }));
  const drawer = await screen.findByRole('dialog', { name: MESSAGES.CART_TITLE });
  return { ...view, api, user, drawer };
}
