import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClosestStoreBody,
  type ClosestStore,
  ClosestStoreResponse,
  ErrorBody,
  MESSAGES,
  ShopperStoreResponse,
  StoreIdParam,
  UserIdParam,
} from '@lumbung/contracts';
import { AppError } from '../../platform/errors';
import { FIRST_PAGE, readShelf } from '../../read-models/shelf';
import { closestStore, closestStoreForUser, findStore } from './location.service';

/**
 * The location feature over HTTP: the nearest store (docs/product.md §4), at the /api/profile paths of docs/product.md §7.
 * The route with :userId answers only its owner (the access plugin checks it).
 */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The answer with the store's first page of products beside it: the shelf's JSON is
   * the list route's own answer, joined in as it is (the schema documents the whole).
   */
  const answer = async (reply: FastifyReply, message: string, store: ClosestStore | null) => {
    const shelf = store ? (await readShelf(app.db, FIRST_PAGE(store.store_id))).json : 'null';
    return reply
      .type('application/json; charset=utf-8')
      .send(
        `{"message":${JSON.stringify(message)},"data":${JSON.stringify(store)},"first_products":${shelf}}`,
      );
  };

  app.post(
    '/profile/closest-store',
    {
      schema: {
        tags: ['location'],
        summary: 'The store nearest to a point, within 50 km (data is null when none is)',
        body: ClosestStoreBody,
        response: { 200: ClosestStoreResponse, 400: ErrorBody },
      },
      // Visitors use their browser's location; a token is sent only sometimes (docs/product.md §6).
      config: { auth: 'public' },
    },
    async (request, reply) => {
      const store = await closestStore(app.db, request.body.latitude, request.body.longitude);
      return answer(
        reply as FastifyReply,
        store ? MESSAGES.CLOSEST_STORE_FOUND : MESSAGES.LOCATION_NO_STORE,
        store,
      );
    },
  );

  app.get(
    '/profile/closest-store/:userId',
    {
      schema: {
        tags: ['location'],
        summary: "The store nearest to the caller's default address, within 50 km",
        params: UserIdParam,
        response: { 200: ClosestStoreResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const found = await closestStoreForUser(app.db, request.params.userId);
      if (!found.address) return answer(reply as FastifyReply, MESSAGES.STRIP_SET_ADDRESS, null);
      return answer(
        reply as FastifyReply,
        found.store ? MESSAGES.CLOSEST_STORE_FOUND : MESSAGES.LOCATION_NO_STORE,
        found.store,
      );
    },
  );

  app.get(
    '/users/stores/:storeId',
    {
      schema: {
        tags: ['location'],
        summary: 'A store as a shopper sees it: the name and place of the shelves they browse',
        params: StoreIdParam,
        response: { 200: ShopperStoreResponse, 400: ErrorBody, 404: ErrorBody },
      },
      // The fallback store's own name heads its shelves for visitors too.
      config: { auth: 'public', ownershipExempt: { storeId: 'shoppers and visitors browse any store' } },
    },
    async (request) => {
      const store = await findStore(app.db, request.params.storeId);
      if (!store) throw new AppError(404, 'STORE_NOT_FOUND');
      return { message: MESSAGES.STORE_FOUND, data: store };
    },
  );
};
