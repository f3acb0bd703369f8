import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  OrderChangeResponse,
  OrderDetailResponse,
  OrderParams,
  UserIdParam,
  UserOrdersQuery,
  UserOrdersResponse,
} from '@lumbung/contracts';
import { cancelOwnOrder, confirmOwnOrder, listOrders, ownOrder } from './orders.shopper.service';
import { routeFamily } from '../../platform/route-family';

const shopperRoute = routeFamily({ tag: 'orders', errors: [400, 401, 403, 404, 409], auth: 'USER' });

/**
 * The shopper's own orders (docs/product.md §7): every :userId is the caller's (the access plugin checks it),
 * and an order of someone else answers 403.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/order/user/:userId',
    shopperRoute({
      summary: "The caller's orders, newest first: by status, order number or product, and days (WIB)",
      params: UserIdParam,
      querystring: UserOrdersQuery,
      response: { 200: UserOrdersResponse },
    }),
    async (request) => ({
      message: MESSAGES.ORDERS_LISTED,
      ...(await listOrders(app.db, request.params.userId, request.query)),
    }),
  );

  app.get(
    '/order/details/:userId/:orderId',
    shopperRoute({
      summary: 'One order: items, totals, address, shipping, payment, timeline and what may be done now',
      params: OrderParams,
      response: { 200: OrderDetailResponse },
    }),
    async (request) => ({
      message: MESSAGES.ORDER_FOUND,
      data: { order: await ownOrder(ctx, request.params.userId, request.params.orderId) },
    }),
  );

  app.put(
    '/order/cancel/:userId/:orderId',
    shopperRoute({
      summary: 'Cancels an order waiting for payment: its stock and vouchers come back',
      params: OrderParams,
      response: { 200: OrderChangeResponse },
    }),
    async (request) => ({
      message: MESSAGES.ORDER_CANCELLED,
      data: { order: await cancelOwnOrder(ctx, request.params.userId, request.params.orderId) },
    }),
  );

  app.put(
    '/order/confirm/:userId/:orderId',
    shopperRoute({
      summary: 'Confirms that a shipped order arrived',
      params: OrderParams,
      response: { 200: OrderChangeResponse },
    }),
    async (request) => ({
      message: MESSAGES.ORDER_CONFIRMED,
      data: { order: await confirmOwnOrder(ctx, request.params.userId, request.params.orderId) },
    }),
  );
};
