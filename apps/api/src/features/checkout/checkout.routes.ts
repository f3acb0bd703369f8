import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  RedeemShippingBody,
  RedeemShippingResponse,
  SetOrderAddressBody,
  SetShippingMethodBody,
  ShippingChangeResponse,
  ShippingVouchersResponse,
  UserIdParam,
} from '@lumbung/contracts';
import {
  listShippingVouchers,
  redeemShippingVoucher,
  setOrderAddress,
  setShippingMethod,
} from './checkout.service';
import { CHANGE_ERRORS, routeFamily } from '../../platform/route-family';

const shopperRoute = routeFamily({ tag: 'checkout', errors: CHANGE_ERRORS, auth: 'USER' });

/**
 * The checkout of an order (docs/product.md §7 "Shopper order and payment"): every user_id is the caller's
 * (the access plugin checks it) and the order must be theirs (403 otherwise).
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.put(
    '/order/address',
    shopperRoute({
      summary: "Sends the order to one of the caller's addresses (within 50 km of the store)",
      body: SetOrderAddressBody,
      response: { 200: ShippingChangeResponse },
    }),
    async (request) => {
      const { user_id, order_id, address_id } = request.body;
      const { newShippingPrice, order } = await setOrderAddress(ctx, user_id, order_id, address_id);
      return { message: MESSAGES.ADDRESS_UPDATED, new_shipping_price: newShippingPrice, data: { order } };
    },
  );

  app.put(
    '/order/method',
    shopperRoute({
      summary: "Chooses the order's shipping method (priced by distance)",
      body: SetShippingMethodBody,
      response: { 200: ShippingChangeResponse },
    }),
    async (request) => {
      const { user_id, order_id, shipping_method } = request.body;
      const { newShippingPrice, order } = await setShippingMethod(ctx, user_id, order_id, shipping_method);
      return {
        message: MESSAGES.SHIPPING_METHOD_UPDATED,
        new_shipping_price: newShippingPrice,
        data: { order },
      };
    },
  );

  app.get(
    '/order/shipping-vouchers/:userId',
    shopperRoute({
      summary: "The caller's shipping vouchers that can be used now",
      params: UserIdParam,
      response: { 200: ShippingVouchersResponse },
    }),
    async (request) => ({
      message: MESSAGES.SHIPPING_VOUCHERS_LISTED,
      data: { vouchers: await listShippingVouchers(app.db, request.params.userId) },
    }),
  );

  app.post(
    '/order/redeem-shipping',
    shopperRoute({
      summary: "Applies a shipping voucher to the order's shipping price",
      body: RedeemShippingBody,
      response: { 200: RedeemShippingResponse },
    }),
    async (request) => {
      const { user_id, order_id, user_voucher_id } = request.body;
      const { newShippingPrice, order } = await redeemShippingVoucher(
        ctx,
        user_id,
        order_id,
        user_voucher_id,
      );
      return { message: MESSAGES.VOUCHER_APPLIED, data: { newShippingPrice, order } };
    },
  );
};
