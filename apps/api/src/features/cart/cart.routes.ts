import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddToCartBody,
  AddToCartResponse,
  CartItemParams,
  CartItemsResponse,
  CartQuantityBody,
  CartQuantityResponse,
  CartVoucherParams,
  CartVouchersResponse,
  CheckoutHeaders,
  CheckoutResponse,
  ErrorBody,
  MESSAGES,
  RedeemCartBody,
  RedeemCartFailure,
  RedeemCartResponse,
  RedeemProductBody,
  RedeemProductFailure,
  RedeemProductResponse,
  RemoveCartItemResponse,
  RemoveCartVoucherResponse,
  UserIdParam,
} from '@lumbung/contracts';
import { AppError } from '../../platform/errors';
import { CHANGE_ERRORS, routeFamily } from '../../platform/route-family';
import { sendJson } from '../../platform/json-reply';
import type { CartData } from '@lumbung/contracts';
import { addItem, getCart, removeItem, setQuantity } from './cart-lines.service';
import {
  listCartVouchers,
  redeemCartVoucher,
  redeemProductVoucher,
  removeVoucher,
} from './cart-vouchers.service';
import { checkout } from './place-order.service';

/** The shopper's cart routes; their errors are the calls' own and those of the guard and the input checks. */
const shopperRoute = routeFamily({ tag: 'cart', errors: CHANGE_ERRORS, auth: 'USER' });

/** A change's answer as the contract names it: the whole priced cart is `cart_data`, as GET items has it. */
function withCartData<T extends { cart: CartData }>({
  cart,
  ...rest
}: T): Omit<T, 'cart'> & { cart_data: CartData } {
  return { ...rest, cart_data: cart };
}

/** A redeem refusal keeps the spec's response path (data.cartItem.error / data.error) beside message. */
function redeemErrors<T extends z.ZodType>(failure: T) {
  const either = z.union([failure, ErrorBody]);
  return { 400: ErrorBody, 401: ErrorBody, 403: either, 404: either, 409: either, 422: either };
}

/**
 * The shopper's cart (docs/product.md §7 "Location and cart"). Shoppers only; every :userId and user_id is
 * the caller's own (the access plugin checks it). Checkout needs a verified e-mail.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart/items/:userId',
    shopperRoute({
      summary: "The caller's cart: items priced, cart id and price",
      params: UserIdParam,
      response: { 200: CartItemsResponse },
    }),
    // The cart and its changes are the hottest calls after the list: their answers are built field
    // by field from contract types, so they are sent as JSON text (platform/json-reply.ts).
    async (request, reply) =>
      sendJson(reply, 200, CartItemsResponse, {
        message: MESSAGES.CART_LISTED,
        cart_data: await getCart(app.db, request.params.userId),
      }),
  );

  app.delete(
    '/cart/:userId/:cartItemId',
    shopperRoute({
      summary: 'Removes one item; its product voucher goes back to the shopper',
      params: CartItemParams,
      response: { 200: RemoveCartItemResponse },
    }),
    async (request, reply) =>
      sendJson(reply, 200, RemoveCartItemResponse, {
        message: MESSAGES.CART_ITEM_REMOVED,
        data: withCartData(await removeItem(app.db, request.params.userId, request.params.cartItemId)),
      }),
  );

  app.post(
    '/cart/quantity',
    shopperRoute({
      summary: "Sets an item's quantity (1 up to the store's stock)",
      body: CartQuantityBody,
      response: { 200: CartQuantityResponse },
    }),
    async (request, reply) =>
      sendJson(reply, 200, CartQuantityResponse, {
        message: MESSAGES.CART_QUANTITY_UPDATED,
        data: withCartData(
          await setQuantity(app.db, request.body.user_id, request.body.cart_item_id, request.body.quantity),
        ),
      }),
  );

  app.get(
    '/cart/cart-vouchers/:userId',
    shopperRoute({
      summary: 'The product and cart vouchers the caller can apply now',
      params: UserIdParam,
      response: { 200: CartVouchersResponse },
    }),
    async (request) => ({
      message: MESSAGES.CART_VOUCHERS_LISTED,
      data: { vouchers: await listCartVouchers(app.db, request.params.userId) },
    }),
  );

  app.post(
    '/cart/add',
    shopperRoute({
      summary: "Adds a product of the cart's store (the cart is created on the first add)",
      body: AddToCartBody,
      response: { 201: AddToCartResponse },
    }),
    async (request, reply) => {
      const { user_id, inventory_id, quantity = 1 } = request.body;
      const added = await addItem(app.db, user_id, inventory_id, quantity);
      return sendJson(reply, 201, AddToCartResponse, {
        message: MESSAGES.CART_ITEM_ADDED,
        cart_item: added.item,
        cart_price: added.cartPrice.cart_price,
        cart_id: added.cartPrice.cart_id!,
        cart_vouchers: added.vouchers,
        cart_data: added.cart,
      });
    },
  );

  // docs/product.md §7 writes these two with a trailing slash; both spellings are served.
  for (const url of ['/cart/redeem-product/', '/cart/redeem-product']) {
    app.post(
      url,
      {
        schema: {
          tags: ['cart'],
          summary: 'Applies a product voucher to one cart item (data.cartItem.error when refused)',
          body: RedeemProductBody,
          response: { 200: RedeemProductResponse, ...redeemErrors(RedeemProductFailure) },
        },
        config: { auth: 'USER' },
      },
      async (request, reply) => {
        const { user_id, user_voucher_id, cart_item_id } = request.body;
        try {
          const data = await redeemProductVoucher(app.db, user_id, user_voucher_id, cart_item_id);
          return reply.send({ message: MESSAGES.VOUCHER_APPLIED, data: withCartData(data) });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return reply
            .status(error.statusCode)
            .send({ message: error.message, data: { cartItem: { error: error.message } } });
        }
      },
    );
  }

  for (const url of ['/cart/redeem-cart/', '/cart/redeem-cart']) {
    app.post(
      url,
      {
        schema: {
          tags: ['cart'],
          summary: 'Applies a cart voucher to the whole cart (data.error when refused)',
          body: RedeemCartBody,
          response: { 200: RedeemCartResponse, ...redeemErrors(RedeemCartFailure) },
        },
        config: { auth: 'USER' },
      },
      async (request, reply) => {
        const { user_id, user_voucher_id, cart_id } = request.body;
        try {
          const data = await redeemCartVoucher(app.db, user_id, user_voucher_id, cart_id);
          return reply.send({ message: MESSAGES.VOUCHER_APPLIED, data: withCartData(data) });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return reply
            .status(error.statusCode)
            .send({ message: error.message, data: { error: error.message } });
        }
      },
    );
  }

  app.delete(
    '/cart/voucher/:userId/:userVoucherId',
    shopperRoute({
      summary: 'Takes a product or cart voucher off the cart; it goes back to the shopper',
      params: CartVoucherParams,
      response: { 200: RemoveCartVoucherResponse },
    }),
    async (request) => ({
      message: MESSAGES.VOUCHER_REMOVED,
      data: withCartData(await removeVoucher(app.db, request.params.userId, request.params.userVoucherId)),
    }),
  );

  app.post(
    '/cart/checkout/:userId',
    shopperRoute(
      {
        summary: 'Turns the cart into an order awaiting payment (honours an Idempotency-Key header)',
        params: UserIdParam,
        headers: CheckoutHeaders,
        response: { 201: CheckoutResponse },
      },
      { requireVerified: true },
    ),
    async (request, reply) => {
      const result = await checkout(app.db, request.params.userId, request.headers['idempotency-key']);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({ message: MESSAGES.ORDER_CREATED, data: { order: result.order } });
    },
  );
};
