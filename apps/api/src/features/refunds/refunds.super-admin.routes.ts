import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AllRefundsQuery, AllRefundsResponse, MESSAGES } from '@lumbung/contracts';
import { routeFamily } from '../../platform/route-family';
import { allRefunds } from './refunds.super-admin.service';

const superRoute = routeFamily({ tag: 'refunds', errors: [400, 401, 403], auth: 'SUPER_ADMIN' });

/** Every store's refunds, for the super admin only (docs/decisions/0042); others get 403. */
export const refundsSuperAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/refunds/all',
    superRoute({
      summary: "Every store's refunds, by status and store, with the counts of each status",
      querystring: AllRefundsQuery,
      response: { 200: AllRefundsResponse },
    }),
    async (request) => ({
      message: MESSAGES.REFUNDS_LISTED,
      ...(await allRefunds(app.db, request.query)),
    }),
  );
};
