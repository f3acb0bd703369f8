import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  MESSAGES,
  RefundNoteBody,
  RefundPaidFields,
  RefundQueueQuery,
  RefundQueueResponse,
  StoreIdParam,
  StoreRefundParams,
  StoreRefundResponse,
} from '@lumbung/contracts';
import { STORE_STAFF } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { cleanImage } from '../../platform/images';
import { readMultipart } from '../../platform/multipart';
import { CHANGE_ERRORS, routeFamily } from '../../platform/route-family';
import {
  markFailed,
  markPaid,
  refundQueue,
  sendToGateway,
  startTransfer,
} from './refunds.store-admin.service';

const staffRoute = routeFamily({ tag: 'refunds', errors: CHANGE_ERRORS, auth: STORE_STAFF });

/**
 * The store's refund queue and its actions (docs/decisions/0042): its store admin or the super
 * admin; another store's :storeId is refused (403), another store's refund answers 404.
 */
export const refundsStoreAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/refunds/store/:storeId',
    staffRoute({
      summary: "The store's refunds by status (owed first, oldest first), with the counts of each status",
      params: StoreIdParam,
      querystring: RefundQueueQuery,
      response: { 200: RefundQueueResponse },
    }),
    async (request) => ({
      message: MESSAGES.REFUNDS_LISTED,
      ...(await refundQueue(app.db, request.params.storeId, request.query)),
    }),
  );

  app.put(
    '/refunds/store/:storeId/:refundId/gateway',
    staffRoute({
      summary: 'Sends a QRIS or e-wallet refund owed to the payment gateway (once, whatever the clicks)',
      params: StoreRefundParams,
      response: { 200: StoreRefundResponse, 502: ErrorBody },
    }),
    async (request) => ({
      message: MESSAGES.REFUND_SENT_TO_GATEWAY,
      data: {
        refund: await sendToGateway(ctx, request.params.storeId, request.params.refundId, request.user!.id),
      },
    }),
  );

  app.put(
    '/refunds/store/:storeId/:refundId/transfer',
    staffRoute({
      summary: "Starts the transfer of a refund owed to the shopper's bank account",
      params: StoreRefundParams,
      response: { 200: StoreRefundResponse },
    }),
    async (request) => ({
      message: MESSAGES.REFUND_TRANSFER_STARTED,
      data: {
        refund: await startTransfer(ctx, request.params.storeId, request.params.refundId, request.user!.id),
      },
    }),
  );

  app.put(
    '/refunds/store/:storeId/:refundId/paid',
    staffRoute({
      summary: 'Marks a transfer refund paid, with the proof (multipart: proof_image, jpg or png, and note)',
      consumes: ['multipart/form-data'],
      params: StoreRefundParams,
      response: { 200: StoreRefundResponse, 413: ErrorBody },
    }),
    async (request) => {
      const { fields, file } = await readMultipart(request, 'proof_image');
      const parsed = RefundPaidFields.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new AppError(400, 'BAD_REQUEST', { detail: `body.${issue.path.join('.')}: ${issue.message}` });
      }
      if (!file) throw new AppError(400, 'REFUND_NEEDS_PROOF');
      const proof = await cleanImage(file, ['jpeg', 'png']);
      const { storeId, refundId } = request.params;
      return {
        message: MESSAGES.REFUND_MARKED_PAID,
        data: {
          refund: await markPaid(ctx, storeId, refundId, request.user!.id, {
            proof,
            note: parsed.data.note || null,
          }),
        },
      };
    },
  );

  app.put(
    '/refunds/store/:storeId/:refundId/failed',
    staffRoute({
      summary: 'Marks a started transfer refund failed: the shopper is asked for the bank account again',
      params: StoreRefundParams,
      body: RefundNoteBody,
      response: { 200: StoreRefundResponse },
    }),
    async (request) => ({
      message: MESSAGES.REFUND_MARKED_FAILED,
      data: {
        refund: await markFailed(
          ctx,
          request.params.storeId,
          request.params.refundId,
          request.user!.id,
          request.body.note,
        ),
      },
    }),
  );
};
