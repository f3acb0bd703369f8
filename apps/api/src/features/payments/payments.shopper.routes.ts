import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateChargeBody,
  CreateChargeResponse,
  ErrorBody,
  MESSAGES,
  OrderParams,
  PaymentDetailsResponse,
  PaymentHistoryQuery,
  PaymentHistoryResponse,
  PaymentProofParams,
  PaymentStatusHintBody,
  PaymentStatusHintResponse,
  PaymentSubmitFailure,
  PaymentSubmitFields,
  PaymentSubmitResponse,
  SimulatePaymentResponse,
  UserIdParam,
} from '@lumbung/contracts';
import { AppError } from '../../platform/errors';
import { CHANGE_ERRORS, routeFamily } from '../../platform/route-family';
import { cleanImage } from '../../platform/images';
import { readMultipart } from '../../platform/multipart';
import { assertUnderLimit, WindowCounter } from '../../platform/rate-limits';
import { paymentProof } from './payments.proofs.service';
import { paymentDetails, paymentHistory, submitTransfer } from './payments.shopper.service';
import { checkPaymentStatus, simulatePayment } from './payments.gateway.service';
import { choiceOf, createCharge } from './payments.gateway.charge.service';
import { receiveNotification } from './payments.notifications.service';

const shopperRoute = routeFamily({ tag: 'payments', errors: CHANGE_ERRORS, auth: 'USER' });
/** A refused payment keeps docs/product.md §5's `error` beside message (the guard's own refusals carry message only). */
const REFUSED = z.union([PaymentSubmitFailure, ErrorBody]);
const SUBMIT_ERRORS = {
  400: REFUSED,
  401: REFUSED,
  403: REFUSED,
  404: REFUSED,
  409: REFUSED,
  413: REFUSED,
  422: REFUSED,
};

/** A picture's bytes: sent as they are (fastify does not serialize a Buffer). */
const ProofPicture = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The picture, PNG or JPEG' });

/** A notification of Midtrans is about 1 KB: a body far larger is not one, and is not read. */
const NOTIFICATION_MAX_BYTES = 16 * 1024;

/** A field kept when it is a short text, dropped otherwise: it never decides anything. */
const extra = (max: number) => z.string().max(max).optional().catch(undefined);

/**
 * A notification as Midtrans posts it: the fields the signature and the status need, as strings,
 * and the few others worth keeping. Every other field is dropped before anything is stored.
 */
const Notification = z.object({
  order_id: z.string().min(1).max(50),
  status_code: z.string().min(1).max(3),
  gross_amount: z.string().min(1).max(30),
  transaction_status: z.string().min(1).max(30),
  signature_key: z.string().max(200),
  fraud_status: z.string().max(30).optional(),
  transaction_id: z.string().max(100).optional(),
  payment_type: extra(30),
  transaction_time: extra(40),
  settlement_time: extra(40),
  status_message: extra(200),
  currency: extra(5),
  /** A refund's notification: the charge's refunds so far, in the shape MIDTRANS.md documents. */
  refunds: z
    .array(
      z.object({
        refund_chargeback_id: z
          .union([z.number().int().nonnegative(), z.string().regex(/^(0|[1-9]\d{0,29})$/)])
          .optional(),
        refund_amount: z.string().min(1).max(30),
        refund_key: z.string().min(1).max(100),
        reason: extra(200),
        created_at: extra(40),
      }),
    )
    .max(50)
    .optional(),
});

/**
 * The spec's body {user_id, transaction_id} alone opens a BCA virtual account, as it always did; a
 * caller that names bank_transfer must name its bank too. Seen before the body's defaults fill it in.
 */
const bareBodies = new WeakSet<object>();

/**
 * Paying an order (docs/product.md §7): the shopper's own orders only (the access plugin checks every :userId
 * and user_id; the services check the order is theirs). The gateway's notification is public and
 * trusted only by its signature.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Refused notifications per client address: a sender of forgeries or junk is shut out for a
  // while, and Midtrans, whose notifications verify, is never counted.
  const notificationFailures = new WindowCounter(
    app.config.midtrans.notificationFailuresPerIp,
    app.config.midtrans.notificationWindowSeconds * 1000,
  );

  app.post(
    '/order/payment/:userId/:orderId',
    {
      schema: {
        tags: ['payments'],
        summary: 'The proof of a bank transfer (multipart: pop_image, payment_method, payment_date)',
        consumes: ['multipart/form-data'],
        params: OrderParams,
        response: { 201: PaymentSubmitResponse, ...SUBMIT_ERRORS },
      },
      config: { auth: 'USER' },
    },
    async (request, reply) => {
      try {
        const { fields, file: image } = await readMultipart(request, 'pop_image');
        if (!image) throw new AppError(400, 'UPLOAD_MISSING', { field: 'pop_image' });
        const parsed = PaymentSubmitFields.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new AppError(400, 'BAD_REQUEST', {
            detail: `body.${issue.path.join('.')}: ${issue.message}`,
          });
        }
        const clean = await cleanImage(image, ['jpeg', 'png']);
        const { userId, orderId } = request.params;
        const data = await submitTransfer(ctx, userId, orderId, {
          image: clean,
          paymentDate: transferDate(parsed.data.payment_date),
        });
        return reply.status(201).send({ message: MESSAGES.PAYMENT_CREATED, data });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply
          .status(error.statusCode)
          .send({ message: error.message, error: error.message, code: error.key });
      }
    },
  );

  app.post(
    '/midtrans',
    {
      ...shopperRoute({
        summary:
          'A gateway charge for the order (transaction_id is the order id): a bank VA, Mandiri bill, QRIS, GoPay or ShopeePay',
        body: CreateChargeBody,
        response: { 201: CreateChargeResponse, 502: ErrorBody },
      }),
      preValidation: async (request) => {
        const raw = request.body as Record<string, unknown> | null;
        if (raw && typeof raw === 'object' && raw.payment_type === undefined && raw.bank === undefined)
          bareBodies.add(request);
      },
    },
    async (request, reply) => {
      const { user_id, transaction_id, payment_type, bank } = request.body;
      const choice = choiceOf(payment_type, bank ?? (bareBodies.has(request) ? 'bca' : undefined));
      const data = await createCharge(ctx, user_id, transaction_id, choice);
      const message =
        data.charge.payment_method === 'VIRTUAL_ACCOUNT'
          ? MESSAGES.PAYMENT_VA_CREATED
          : MESSAGES.PAYMENT_CHARGE_CREATED;
      return reply.status(201).send({ message, data });
    },
  );

  // docs/product.md §7 writes these with a trailing slash; both spellings are served. Either asks the gateway.
  for (const url of ['/midtrans/success/', '/midtrans/success', '/midtrans/failed/', '/midtrans/failed']) {
    app.put(
      url,
      shopperRoute({
        summary: "The browser's word on a payment: the server asks the gateway and applies its answer",
        body: PaymentStatusHintBody,
        response: { 200: PaymentStatusHintResponse, 502: ErrorBody },
      }),
      async (request) => ({
        message: MESSAGES.PAYMENT_STATUS_CHECKED,
        data: { order: await checkPaymentStatus(ctx, request.body.user_id, request.body.transaction_id) },
      }),
    );
  }

  app.post(
    '/midtrans/notification',
    {
      schema: {
        tags: ['payments'],
        summary: 'HTTP notification of the payment gateway (signature checked, applied once)',
        body: Notification,
        response: {
          200: z.object({ message: z.string() }),
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
      bodyLimit: NOTIFICATION_MAX_BYTES,
      config: { auth: 'public' },
      // Before the body is read: a client past its refusals costs no parsing.
      onRequest: async (request) => assertUnderLimit([[notificationFailures, request.ip]]),
      onResponse: async (request, reply) => {
        if ([400, 403, 413].includes(reply.statusCode)) notificationFailures.add(request.ip);
      },
    },
    async (request, reply) => {
      const applied = await receiveNotification(ctx, request.body, request.ip);
      if (applied === 'bad-signature') throw new AppError(403, 'NOTIFICATION_SIGNATURE_INVALID');
      if (applied === 'unknown-order') throw new AppError(404, 'PAYMENT_NOT_FOUND');
      return reply.send({ message: MESSAGES.NOTIFICATION_RECEIVED });
    },
  );

  // Only the simulator can pay on request: with a real gateway the route does not exist.
  if (app.paymentGateway.simulated) {
    app.post(
      '/midtrans/simulate/:userId/:orderId',
      shopperRoute({
        summary: "The built-in simulator pays the order's open charge, any method (never with Midtrans)",
        params: OrderParams,
        response: { 200: SimulatePaymentResponse },
      }),
      async (request) => ({
        message: MESSAGES.PAYMENT_STATUS_CHECKED,
        data: { order: await simulatePayment(ctx, request.params.userId, request.params.orderId) },
      }),
    );
  }

  app.get(
    '/order/payment-proof/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary:
          "A proof of transfer's picture: for its shopper, the order's store admins and the super admin",
        params: PaymentProofParams,
        produces: ['image/png', 'image/jpeg'],
        response: { 200: ProofPicture, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
      config: { auth: ['USER', 'STORE_ADMIN', 'SUPER_ADMIN'] },
    },
    async (request, reply) => {
      const file = await paymentProof(ctx, request.user!, request.params.paymentId);
      // A bank screenshot: this browser may show it, nothing may keep it.
      return reply.header('cache-control', 'private, no-store').type(file.contentType).send(file.bytes);
    },
  );

  app.get(
    '/order/payment-history/:userId',
    shopperRoute({
      summary: "The caller's payments, newest first",
      params: UserIdParam,
      querystring: PaymentHistoryQuery,
      response: { 200: PaymentHistoryResponse },
    }),
    async (request) => ({
      message: MESSAGES.PAYMENT_HISTORY_LISTED,
      ...(await paymentHistory(app.db, request.params.userId, request.query)),
    }),
  );

  app.get(
    '/order/payment-details/:userId/:orderId',
    shopperRoute({
      summary: 'An order and every payment made for it',
      params: OrderParams,
      response: { 200: PaymentDetailsResponse },
    }),
    async (request) => ({
      message: MESSAGES.PAYMENT_DETAILS_FOUND,
      data: await paymentDetails(ctx, request.params.userId, request.params.orderId),
    }),
  );
};

/** A payment date: a bare day (YYYY-MM-DD) is that day in WIB, where the shopper paid; else as written. */
export function transferDate(text: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+07:00` : text);
}
