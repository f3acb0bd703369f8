import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, MESSAGES, PaymentReviewResponse, SuperPaymentParams } from '@lumbung/contracts';
import { superPayment } from './payments.super-admin.service';

/** A payment of any store with its order, for the super admin only (docs/product.md §7); others get 403. */
export const superPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/order/super/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'A payment of any store beside the amount expected (total plus unique code), with its order',
        params: SuperPaymentParams,
        response: {
          200: PaymentReviewResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
      config: { auth: 'SUPER_ADMIN' },
    },
    async (request) => ({
      message: MESSAGES.PAYMENT_DETAILS_FOUND,
      data: await superPayment(app.ctx, request.params.paymentId),
    }),
  );
};
