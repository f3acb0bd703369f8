import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, MESSAGES, SuperDashboardResponse } from '@lumbung/contracts';
import { getSuperDashboard } from './dashboard.service';

/** The super admin's dashboard; a store admin and a shopper get 403. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/super-admin/dashboard',
    {
      schema: {
        tags: ['super-admin'],
        summary:
          "Every store at a glance: this month's paid sales against last month's (in all and per store), orders by status, proofs waiting per store, stores without an admin, low stock",
        response: { 200: SuperDashboardResponse, 401: ErrorBody, 403: ErrorBody },
      },
      config: { auth: 'SUPER_ADMIN' },
    },
    async () => ({ message: MESSAGES.STORE_DASHBOARD_FOUND, data: await getSuperDashboard(app.db) }),
  );
};
