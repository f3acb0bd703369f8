import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  MESSAGES,
  RefundAccountBody,
  RefundAccountResponse,
  RefundParams,
  RefundProofParams,
} from '@lumbung/contracts';
import { CHANGE_ERRORS, routeFamily } from '../../platform/route-family';
import { giveRefundAccount, refundProof } from './refunds.shopper.service';

const shopperRoute = routeFamily({ tag: 'refunds', errors: CHANGE_ERRORS, auth: 'USER' });

/** A picture's bytes: sent as they are (fastify does not serialize a Buffer). */
const ProofPicture = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The picture, PNG or JPEG' });

/**
 * The shopper's refunds (docs/decisions/0042): the bank account a transfer refund goes to (their
 * own refunds only: the access plugin checks :userId, the service the refund is theirs), and the
 * store's proof of a refund transfer for the people it concerns.
 */
export const refundsShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.put(
    '/refunds/account/:userId/:refundId',
    shopperRoute({
      summary: "The shopper's bank account for a transfer refund (owed, or failed and owed again)",
      params: RefundParams,
      body: RefundAccountBody,
      response: { 200: RefundAccountResponse },
    }),
    async (request) => ({
      message: MESSAGES.REFUND_ACCOUNT_SAVED,
      data: {
        order: await giveRefundAccount(ctx, request.params.userId, request.params.refundId, request.body),
      },
    }),
  );

  app.get(
    '/refunds/proof/:refundId',
    {
      schema: {
        tags: ['refunds'],
        summary:
          "The store's proof of a refund transfer: for the refund's shopper, its store's admins and the super admin",
        params: RefundProofParams,
        produces: ['image/png', 'image/jpeg'],
        response: { 200: ProofPicture, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      config: { auth: ['USER', 'STORE_ADMIN', 'SUPER_ADMIN'] },
    },
    async (request, reply) => {
      const file = await refundProof(ctx, request.user!, request.params.refundId);
      // A bank screenshot: this browser may show it, nothing may keep it.
      return reply.header('cache-control', 'private, no-store').type(file.contentType).send(file.bytes);
    },
  );
};
