import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoriesResponse,
  ErrorBody,
  InventoryIdParam,
  MESSAGES,
  ShopperProductDetailResponse,
  ShopperProductsQuery,
  ShopperProductsResponse,
  StoreIdParam,
  UserDiscountsResponse,
} from '@lumbung/contracts';
import { AppError } from '../../platform/errors';
import {
  getProductDetailJson,
  listCategories,
  listProducts,
  listStoreDiscounts,
  type ListProductsInput,
} from './catalogue.service';
import { listenForCatalogueChanges, MAX_AGE_MS } from './list-cache';

const DETAIL_MESSAGE = JSON.stringify(MESSAGES.PRODUCT_FOUND);
const SHOPPERS_BROWSE = { storeId: 'shoppers and visitors browse any store' };

/**
 * The shopper's catalogue (docs/product.md §7 "Shopper catalogue"): public, since visitors browse too. A
 * missing, unknown or deleted store id means the default store 28 (docs/product.md §9).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const productsSchema = {
    tags: ['catalogue'],
    summary: "A store's products: paged, searchable, by category, sorted",
    querystring: ShopperProductsQuery,
    response: { 200: ShopperProductsResponse, 400: ErrorBody },
  };

  // The embedded database answers from the API's own thread: keep list answers until the
  // database says they changed (list-cache.ts). PostgreSQL is asked every time.
  const listening = app.config.catalogueListCache ? await listenForCatalogueChanges(app.db) : null;
  const cache = listening?.cache ?? null;
  if (listening) app.addHook('onClose', listening.stop);

  // The list is the hottest call: its answer is the cards' JSON the database keeps (migration 0009),
  // joined by the domain's shelf, so it is sent as it is rather than checked against the schema on
  // every call (the tests check it). The schema still documents it. The uncached read skips the
  // store's next discount change, which only the cache needs.
  const answerList = async (
    query: z.output<typeof ShopperProductsQuery>,
    storeId: number | undefined,
    reply: FastifyReply,
  ) => {
    reply.type('application/json; charset=utf-8');
    const input: ListProductsInput = { ...query, storeId, onSale: query.onSale === 'true' };
    if (!cache) return reply.send((await listProducts(app.db, input, { nextChange: false })).json);
    const key = JSON.stringify([
      input.storeId ?? null,
      input.page,
      input.pageSize,
      input.search ?? '',
      input.category ?? '',
      input.sortField,
      input.sortOrder,
      input.onSale,
    ]);
    let json = cache.get(key);
    if (json === undefined) {
      const generation = cache.current;
      const shelf = await listProducts(app.db, input);
      json = shelf.json;
      const expiresAt = Math.min(Date.now() + MAX_AGE_MS, shelf.nextChangeAt ?? Infinity);
      cache.set(key, { storeId: shelf.storeId, json, expiresAt }, generation);
    }
    return reply.send(json);
  };

  app.get('/users/products', { schema: productsSchema, config: { auth: 'public' } }, (request, reply) =>
    answerList(request.query, undefined, reply),
  );

  app.get(
    '/users/products/:storeId',
    {
      schema: { ...productsSchema, params: StoreIdParam },
      config: { auth: 'public', ownershipExempt: SHOPPERS_BROWSE },
    },
    (request, reply) => answerList(request.query, request.params.storeId, reply),
  );

  app.get(
    '/users/products/detail/:inventoryId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product of one store, with pictures and its running discount (answers 201)',
        params: InventoryIdParam,
        response: { 201: ShopperProductDetailResponse, 400: ErrorBody, 404: ErrorBody },
      },
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const inventory = await getProductDetailJson(app.db, request.params.inventoryId);
      if (!inventory) throw new AppError(404, 'PRODUCT_NOT_FOUND');
      // docs/product.md §7: the shopper's product page expects status 201. The row's detail text is the
      // contract's ShopperProductDetail as the database wrote it (migration 0009), sent as it is.
      return (reply as FastifyReply)
        .status(201)
        .type('application/json; charset=utf-8')
        .send(`{"message":${DETAIL_MESSAGE},"inventory":${inventory}}`);
    },
  );

  app.get(
    '/users/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every product category',
        response: { 200: CategoriesResponse },
      },
      config: { auth: 'public' },
    },
    async () => ({ message: MESSAGES.CATEGORIES_LISTED, data: await listCategories(app.db) }),
  );

  const discountsSchema = {
    tags: ['catalogue'],
    summary: 'The discounts running now in a store',
    response: { 200: UserDiscountsResponse, 400: ErrorBody },
  };
  app.get('/users/discounts', { schema: discountsSchema, config: { auth: 'public' } }, async () => ({
    message: MESSAGES.STORE_DISCOUNTS_LISTED,
    data: await listStoreDiscounts(app.db, undefined),
  }));
  app.get(
    '/users/discounts/:storeId',
    {
      schema: { ...discountsSchema, params: StoreIdParam },
      config: { auth: 'public', ownershipExempt: SHOPPERS_BROWSE },
    },
    async (request) => ({
      message: MESSAGES.STORE_DISCOUNTS_LISTED,
      data: await listStoreDiscounts(app.db, request.params.storeId),
    }),
  );
};
