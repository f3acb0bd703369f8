import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  PaymentQueueQuery,
  PaymentQueueResponse,
  PaymentReviewBody,
  PaymentReviewResponse,
  StoreIdParam,
  StorePaymentParams,
} from '@lumbung/contracts';
import { getPaymentReview, paymentQueue, reviewPayment } from './payments.store-admin.service';
import { STORE_STAFF } from '../../platform/auth';
import { routeFamily } from '../../platform/route-family';

const staffRoute = routeFamily({ tag: 'payments', errors: [400, 401, 403, 404, 409], auth: STORE_STAFF });

/**
 * The store's payment review (docs/product.md §7 "GET and PUT /api/order/payment/{storeId}/{paymentId}"): its
 * store admin or the super admin; another store's :storeId is refused (403), another store's payment
 * answers 404.
 */
export const paymentReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/order/payments/:storeId',
    staffRoute({
      summary: "The store's payments by status: proofs waiting for review first, oldest first",
      params: StoreIdParam,
      querystring: PaymentQueueQuery,
      response: { 200: PaymentQueueResponse },
    }),
    async (request) => ({
      message: MESSAGES.PAYMENT_QUEUE_LISTED,
      ...(await paymentQueue(app.db, request.params.storeId, request.query)),
    }),
  );

  app.get(
    '/order/payment/:storeId/:paymentId',
    staffRoute({
      summary: 'A payment beside the amount expected (total plus unique code), with its order',
      params: StorePaymentParams,
      response: { 200: PaymentReviewResponse },
    }),
    async (request) => ({
      message: MESSAGES.PAYMENT_DETAILS_FOUND,
      data: await getPaymentReview(ctx, request.params.storeId, request.params.paymentId),
    }),
  );

  app.put(
    '/order/payment/:storeId/:paymentId',
    staffRoute({
      summary:
        'Accepts a proof (order to PROCESSING) or rejects it with a reason (order back to AWAITING_PAYMENT)',
      params: StorePaymentParams,
      body: PaymentReviewBody,
      response: { 200: PaymentReviewResponse },
    }),
    async (request) => {
      const data = await reviewPayment(
        ctx,
        request.params.storeId,
        request.params.paymentId,
        request.user!.id,
        request.body,
      );
      return {
        message:
          request.body.payment_status === 'SUCCESS' ? MESSAGES.PAYMENT_ACCEPTED : MESSAGES.PAYMENT_REJECTED,
        data,
      };
    },
  );
};
