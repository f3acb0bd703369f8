import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateStoreBody,
  IdParam,
  STORE_TEXTS,
  StoreDeletedResponse,
  StoreDetailResponse,
  StoreNamesResponse,
  StoreRowResponse,
  StoresQuery,
  StoresResponse,
  UpdateStoreBody,
} from '@lumbung/contracts';
import {
  createStore,
  deleteStore,
  getStoreDetail,
  listStoreNames,
  listStores,
  updateStore,
} from './stores.super-admin.service';
import { CHANGE_ERRORS, routeFamily } from '../../platform/route-family';

const superRoute = routeFamily({ tag: 'super-admin', errors: CHANGE_ERRORS, auth: 'SUPER_ADMIN' });

/**
 * The super admin's stores (docs/product.md §7 "Super admin" stores and GET /api/super-admin/store/{id}): list,
 * names, one store, create, edit, soft delete. SUPER_ADMIN only.
 */
export const storesSuperAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/super-admin/stores',
    superRoute({
      summary: 'Live stores with their admins: 10 a page, by admin name by default, search',
      querystring: StoresQuery,
      response: { 200: StoresResponse },
    }),
    async (request) => ({ message: STORE_TEXTS.LISTED, ...(await listStores(app.db, request.query)) }),
  );

  app.get(
    '/super-admin/store-names',
    superRoute({
      summary: 'Id and name of every live store, by name (for filters and pickers)',
      response: { 200: StoreNamesResponse },
    }),
    async () => ({ message: STORE_TEXTS.NAMES_LISTED, data: await listStoreNames(app.db) }),
  );

  app.get(
    '/super-admin/store/:id',
    superRoute({
      summary: 'One live store: place, city, point, admins, shelves and open orders',
      params: IdParam,
      response: { 200: StoreDetailResponse },
    }),
    async (request) => ({
      message: STORE_TEXTS.FOUND,
      data: await getStoreDetail(app.db, request.params.id),
    }),
  );

  app.post(
    '/super-admin/store',
    superRoute({
      summary:
        'Creates a store {store_name, store_location, city_id, latitude?, longitude?, whatsapp?} with a stock-0 shelf for every product',
      body: CreateStoreBody,
      response: { 201: StoreRowResponse },
    }),
    async (request, reply) =>
      reply.status(201).send({ message: STORE_TEXTS.CREATED, data: await createStore(app.db, request.body) }),
  );

  app.patch(
    '/super-admin/store/:id',
    superRoute({
      summary: "Changes a store's name, location, city, point or WhatsApp number (null removes it)",
      params: IdParam,
      body: UpdateStoreBody,
      response: { 200: StoreRowResponse },
    }),
    async (request) => ({
      message: STORE_TEXTS.UPDATED,
      data: await updateStore(app.db, request.params.id, request.body),
    }),
  );

  app.put(
    '/super-admin/store/:id',
    superRoute({
      summary: 'Deletes a store (soft; 409 while it has open orders); its admins are unassigned',
      params: IdParam,
      response: { 200: StoreDeletedResponse },
    }),
    async (request) => ({ message: STORE_TEXTS.DELETED, data: await deleteStore(app.db, request.params.id) }),
  );
};
