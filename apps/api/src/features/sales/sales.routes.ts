import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategorySalesQuery,
  MESSAGES,
  ProductSalesQuery,
  SalesFilterDataResponse,
  SalesQuery,
  SalesResponse,
} from '@lumbung/contracts';
import { STORE_STAFF, type AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { routeFamily } from '../../platform/route-family';
import { salesBy, salesByMonth, salesFilters } from './sales.service';

/** The year asked, or this year in WIB. */
const yearOf = (asked: number | undefined) => asked ?? new Date(Date.now() + 7 * 3600_000).getUTCFullYear();

/**
 * Sales reports (docs/product.md §7): /api/store-admin/... for a store admin (their own store; another
 * store_id is refused by the access plugin) and /api/super-admin/... for the super admin (one store
 * or every store). Both spellings (with and without the trailing slash) are served.
 */
export const salesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [prefix, auth] of [
    ['/store-admin', STORE_STAFF],
    ['/super-admin', 'SUPER_ADMIN' as const],
  ] as const) {
    const storeOf = (user: AuthUser | null, asked: number | undefined): number | null => {
      if (user?.role === 'SUPER_ADMIN') return asked ?? null;
      if (!user?.store_id) throw new AppError(404, 'STORE_NOT_FOUND_FOR_ACCOUNT');
      return user.store_id;
    };
    const salesRoute = routeFamily({ tag: 'sales', errors: [400, 401, 403, 404], auth });
    for (const slash of ['/', '']) {
      app.get(
        `${prefix}/sales${slash}`,
        salesRoute({
          summary: "A year's sales by month (paid orders only)",
          querystring: SalesQuery,
          response: { 200: SalesResponse },
        }),
        async (request) => ({
          message: MESSAGES.SALES_FOUND,
          data: await salesByMonth(
            app.db,
            yearOf(request.query.year),
            storeOf(request.user, request.query.store_id),
          ),
        }),
      );
      for (const [by, path, querystring, summary] of [
        [
          'product',
          'products',
          ProductSalesQuery,
          "A year's sales of a product by month (none: the five best sellers)",
        ],
        [
          'category',
          'categories',
          CategorySalesQuery,
          "A year's sales of a category by month (none: every category sold)",
        ],
      ] as const) {
        app.get(
          `${prefix}/sales/${path}${slash}`,
          salesRoute({ summary, querystring, response: { 200: SalesResponse } }),
          async (request) => {
            const q = request.query as {
              year?: number;
              store_id?: number;
              product_id?: number;
              category_id?: number;
            };
            const id = by === 'product' ? q.product_id : q.category_id;
            return {
              message: MESSAGES.SALES_FOUND,
              data: await salesBy(app.db, by, yearOf(q.year), storeOf(request.user, q.store_id), id),
            };
          },
        );
      }
    }
    app.get(
      `${prefix}/data/all`,
      salesRoute({
        summary: 'Categories, products and stores for the report filters',
        response: { 200: SalesFilterDataResponse },
      }),
      async (request) => ({
        message: MESSAGES.SALES_FILTERS_FOUND,
        data: await salesFilters(
          app.db,
          request.user?.role === 'SUPER_ADMIN' ? null : storeOf(request.user, undefined),
        ),
      }),
    );
  }
};
