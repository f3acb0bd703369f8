import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllOrdersQuery,
  AllOrdersResponse,
  ErrorBody,
  MESSAGES,
  StoreOrderResponse,
  SuperOrderParams,
} from '@lumbung/contracts';
import { wibToday } from '../../read-models/order-list';
import { exportAllOrders, listAllOrders, superOrder } from './orders.super-admin.service';
import { routeFamily } from '../../platform/route-family';

const superRoute = routeFamily({ tag: 'orders', errors: [400, 401, 403, 404], auth: 'SUPER_ADMIN' });

/** Every store's orders for the super admin only (docs/product.md §6, §7); a store admin and a shopper get 403. */
export const allOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/all',
    superRoute({
      summary:
        "Every store's orders: oldest first by default, filtered by store name, status and a search (order number or shopper)",
      querystring: AllOrdersQuery,
      response: { 200: AllOrdersResponse },
    }),
    async (request) => ({ message: MESSAGES.ORDERS_LISTED, ...(await listAllOrders(app.db, request.query)) }),
  );

  app.get(
    '/order/all-export',
    {
      schema: {
        tags: ['orders'],
        summary: 'The filtered list of every store as CSV (same query, every page, at most 10,000 rows)',
        querystring: AllOrdersQuery,
        response: { 200: z.string(), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
      config: { auth: 'SUPER_ADMIN' },
    },
    async (request, reply) => {
      const csv = await exportAllOrders(app.db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-all-stores-${wibToday()}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/order/super-items/:orderId',
    superRoute({
      summary: "Any store's order: items, shopper, address, payment, proof and the status timeline",
      params: SuperOrderParams,
      response: { 200: StoreOrderResponse },
    }),
    async (request) => ({
      message: MESSAGES.ORDER_FOUND,
      data: { order: await superOrder(app.ctx, request.params.orderId) },
    }),
  );
};
