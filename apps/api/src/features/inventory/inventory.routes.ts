import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  InventoryListResponse,
  InventoryQuery,
  LOW_STOCK_THRESHOLD,
  MESSAGES,
  StockJournalBody,
  StockJournalResponse,
  StoreIdParam,
} from '@lumbung/contracts';
import { listInventory, postStockJournal } from './inventory.service';
import { STORE_STAFF } from '../../platform/auth';
import { routeFamily } from '../../platform/route-family';

const staffRoute = routeFamily({ tag: 'inventory', errors: [400, 401, 403, 404, 422], auth: STORE_STAFF });

/**
 * A store's inventory and stock journal (docs/product.md §7): its store admin or the super admin; the access
 * plugin refuses any other store's :storeId (403) and an unverified store admin.
 */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/product.md §7 names both paths with the same query.
  for (const url of ['/inventory/:storeId', '/inventory/store/:storeId']) {
    app.get(
      url,
      staffRoute({
        summary: "A store's shelves: 10 a page, stock ascending by default, search, low stock marked",
        params: StoreIdParam,
        querystring: InventoryQuery,
        response: { 200: InventoryListResponse },
      }),
      async (request) => ({
        message: MESSAGES.INVENTORIES_LISTED,
        low_stock_threshold: LOW_STOCK_THRESHOLD,
        ...(await listInventory(app.db, request.params.storeId, request.query)),
      }),
    );
  }

  app.post(
    '/inventory/stock-journal/:storeId',
    staffRoute({
      summary:
        'Stock journal: several lines at once (RESTOCK, SOLD, RETURNED, ADJUSTMENT, DAMAGED, EXPIRED), all or none',
      params: StoreIdParam,
      body: StockJournalBody,
      response: { 201: StockJournalResponse },
    }),
    async (request, reply) => {
      const entries = await postStockJournal(app.db, request.params.storeId, request.user!.id, request.body);
      return reply.status(201).send({ message: MESSAGES.STOCK_JOURNAL_CREATED, data: { entries } });
    },
  );
};
