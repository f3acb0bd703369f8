import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssignedStoreResponse, ErrorBody, MESSAGES, UserIdParam } from '@lumbung/contracts';
import { getAssignedStore } from './stores.service';

/**
 * The stores feature over HTTP: the store a store admin runs, which the web fetches right after a
 * store admin logs in. Routes with :userId answer only their owner (the access plugin checks it).
 */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
