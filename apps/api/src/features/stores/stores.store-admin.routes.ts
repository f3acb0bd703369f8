import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignedStoreResponse,
  ErrorBody,
  MESSAGES,
  StoreDashboardResponse,
  StoreIdParam,
  StoreInfoResponse,
  UserIdParam,
} from '@lumbung/contracts';
import { STORE_STAFF } from '../../platform/auth';
import { getAssignedStore, getStoreDashboard, getStoreInfo } from './stores.store-admin.service';

/**
 * The stores feature over HTTP: the store a store admin runs, which the web fetches right after a
 * store admin logs in. Routes with :userId answer only their owner (the access plugin checks it).
 */
export const storesStoreAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/store-admin/assigned-store/:userId',
    {
      config: { auth: 'STORE_ADMIN' },
      schema: {
        tags: ['store-admin'],
        summary: 'The store the calling store admin runs',
        security: [{ bearer: [] }],
        params: UserIdParam,
        response: {
          200: AssignedStoreResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const store = await getAssignedStore(app.db, request.params.userId);
      return { message: MESSAGES.ASSIGNED_STORE_FOUND, data: store };
    },
  );

  app.get(
    '/store-admin/store/:storeId',
    {
      config: { auth: STORE_STAFF },
      schema: {
        tags: ['store-admin'],
        summary: 'A store as its staff see it (name, place, city)',
        params: StoreIdParam,
        response: { 200: StoreInfoResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => ({
      message: MESSAGES.STORE_FOUND,
      data: await getStoreInfo(app.db, request.params.storeId),
    }),
  );

  app.get(
    '/store-admin/dashboard/:storeId',
    {
      config: { auth: STORE_STAFF },
      schema: {
        tags: ['store-admin'],
        summary:
          "A store at a glance: today's orders, proofs to review, low stock, this month's sales against last month's",
        params: StoreIdParam,
        response: { 200: StoreDashboardResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      message: MESSAGES.STORE_DASHBOARD_FOUND,
      data: await getStoreDashboard(app.db, request.params.storeId),
    }),
  );
};
