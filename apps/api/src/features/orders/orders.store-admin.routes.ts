import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  MESSAGES,
  StoreCancelBody,
  StoreIdParam,
  StoreOrderParams,
  StoreOrderResponse,
  StoreOrdersQuery,
  StoreOrdersResponse,
} from '@lumbung/contracts';
import {
  cancelStoreOrder,
  exportStoreOrders,
  listStoreOrders,
  processOrder,
  storeOrder,
} from './orders.store-admin.service';
import { STORE_STAFF } from '../../platform/auth';
import { routeFamily } from '../../platform/route-family';

const staffRoute = routeFamily({ tag: 'orders', errors: [400, 401, 403, 404, 409], auth: STORE_STAFF });

/**
 * A store's orders for its staff (docs/product.md §7): its store admin or the super admin; the access plugin
 * refuses another store's :storeId (403) and an unverified store admin; an order of another store
 * answers 404.
 */
export const storeOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/order/store/:storeId',
    staffRoute({
      summary: "A store's orders: newest first by default, search by order number or shopper, status filter",
      params: StoreIdParam,
      querystring: StoreOrdersQuery,
      response: { 200: StoreOrdersResponse },
    }),
    async (request) => ({
      message: MESSAGES.STORE_ORDERS_LISTED,
      ...(await listStoreOrders(app.db, request.params.storeId, request.query)),
    }),
  );

  app.get(
    '/order/store-export/:storeId',
    {
      schema: {
        tags: ['orders'],
        summary: "The store's filtered order list as CSV (same query, every page, at most 10,000 rows)",
        params: StoreIdParam,
        querystring: StoreOrdersQuery,
        response: { 200: z.string(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
      config: { auth: STORE_STAFF },
    },
    async (request, reply) => {
      const csv = await exportStoreOrders(app.db, request.params.storeId, request.query);
      const day = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders-store-${request.params.storeId}-${day}.csv"`,
        )
        .send(csv);
    },
  );

  app.get(
    '/order/store-items/:storeId/:orderId',
    staffRoute({
      summary: "One of the store's orders: items, shopper, address, payment, proof, timeline, actions",
      params: StoreOrderParams,
      response: { 200: StoreOrderResponse },
    }),
    async (request) => ({
      message: MESSAGES.ORDER_FOUND,
      data: { order: await storeOrder(ctx, request.params.storeId, request.params.orderId) },
    }),
  );

  app.put(
    '/order/process/:storeId/:orderId',
    staffRoute({
      summary: 'Ships a paid order (PROCESSING to SHIPPED)',
      params: StoreOrderParams,
      response: { 200: StoreOrderResponse },
    }),
    async (request) => ({
      message: MESSAGES.ORDER_PROCESSED,
      data: {
        order: await processOrder(ctx, request.params.storeId, request.params.orderId, request.user!.id),
      },
    }),
  );

  app.put(
    '/order/store-cancel/:storeId/:orderId',
    staffRoute({
      summary:
        'Cancels an order that has not shipped, with a reason for the shopper: stock and vouchers back',
      params: StoreOrderParams,
      body: StoreCancelBody,
      response: { 200: StoreOrderResponse },
    }),
    async (request) => ({
      message: MESSAGES.ORDER_CANCELLED,
      data: {
        order: await cancelStoreOrder(
          ctx,
          request.params.storeId,
          request.params.orderId,
          request.user!.id,
          request.body.reason,
        ),
      },
    }),
  );
};
