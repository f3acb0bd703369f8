import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, UserIdParam, UserVouchersResponse } from '@lumbung/contracts';
import { errorResponses } from '../../platform/errors';
import { listUserVouchers } from './vouchers.shopper.service';

/**
 * The shopper's vouchers over HTTP, under /api/profile beside the rest of the account. The route
 * answers only its owner (the access plugin checks it).
 */
export const vouchersShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/vouchers/:userId',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's vouchers: available, in the cart, used (by which order) or expired",
        params: UserIdParam,
        response: { 200: UserVouchersResponse, ...errorResponses(400, 401, 403, 404) },
      },
      config: { auth: 'USER' },
    },
    async (request) => ({
      message: MESSAGES.USER_VOUCHERS_LISTED,
      data: { vouchers: await listUserVouchers(app.db, request.params.userId) },
    }),
  );
};
