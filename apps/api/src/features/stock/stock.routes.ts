import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  MESSAGES,
  StockHistoryQuery,
  StockHistoryResponse,
  StockSummaryQuery,
  StockSummaryResponse,
} from '@lumbung/contracts';
import { AppError, errorResponses } from '../../platform/errors';
import { stockHistory, stockSummary } from './stock.service';

const ERRORS = errorResponses(400, 401, 403);

/**
 * Stock history (docs/product.md §7): /api/store-admin/stocks for a store admin (their store: a store_id of
 * another store is refused by the access plugin, none means their own) and /api/super-admin/stocks
 * for the super admin (one store, or every store without store_id).
 */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [prefix, auth] of [
    ['/store-admin', ['STORE_ADMIN', 'SUPER_ADMIN']],
    ['/super-admin', 'SUPER_ADMIN'],
  ] as const) {
    const storeOf = (
      user: { role: string; store_id: number | null },
      asked: number | undefined,
    ): number | null => {
      if (user.role === 'SUPER_ADMIN') return asked ?? null;
      if (user.store_id === null) throw new AppError(404, 'STORE_NOT_FOUND_FOR_ACCOUNT');
      return user.store_id;
    };

    app.get(
      `${prefix}/stocks`,
      {
        schema: {
          tags: ['stock'],
          summary: 'The stock journal: cause, who and note of every entry, newest first by default',
          querystring: StockHistoryQuery,
          response: { 200: StockHistoryResponse, ...ERRORS, 404: ErrorBody },
        },
        config: { auth: typeof auth === 'string' ? auth : [...auth] },
      },
      async (request) => {
        const q = request.query;
        return {
          message: MESSAGES.STOCK_HISTORY_LISTED,
          ...(await stockHistory(app.db, {
            page: q.page,
            pageSize: q.pageSize,
            sortOrder: q.sortOrder,
            storeId: storeOf(request.user!, q.store_id),
            changeType: q.changeType,
            search: q.search,
          })),
        };
      },
    );

    app.get(
      `${prefix}/stocks/summary`,
      {
        schema: {
          tags: ['stock'],
          summary: "A store's month per product: stock at the start, additions, reductions, stock at the end",
          querystring: StockSummaryQuery,
          response: { 200: StockSummaryResponse, ...ERRORS },
        },
        config: { auth: typeof auth === 'string' ? auth : [...auth] },
      },
      async (request) => ({
        message: MESSAGES.STOCK_SUMMARY_FOUND,
        data: {
          month: request.query.month,
          rows: await stockSummary(app.db, request.query.store_id, request.query.month, request.query.search),
        },
      }),
    );
  }
};
