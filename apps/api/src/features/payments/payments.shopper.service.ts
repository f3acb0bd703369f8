/**
 * Paying by bank transfer (docs/product.md §5 "Payment submit", docs/architecture.md §5): the shopper transfers the order's
 * total plus its unique code and uploads the proof; the order moves to AWAITING_CONFIRMATION for the
 * store admin to check. Also the shopper's payment history and one order's payments.
 */
import type { OrderDetail, Paged, Payment, PaymentHistoryItem, PaymentStatus } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { transaction } from '../../db/statements';
import { paymentStarted, readOwnOrder, transferCode } from '../../read-models/order-detail';
import { transition } from '../../domain/order-status';
import { AppError } from '../../platform/errors';
import type { CleanImage } from '../../platform/images';
import type { AppContext } from '../../platform/context';
import { insertTransferPayment, paymentHistoryPage, paymentsOfOrder } from './payments.shopper.sql';

type PaymentsContext = Pick<AppContext, 'db' | 'config' | 'storage'>;

/** The caller's order: 404 when it does not exist, 403 when it is someone else's. */
export async function ownOrder(ctx: Pick<AppContext, 'db' | 'config'>, userId: number, orderId: number) {
  const own = await readOwnOrder(ctx.db, userId, orderId, ctx.config.transferAccount);
  if (!own.ok)
    throw own.reason === 'not-found' ? new AppError(404, 'ORDER_NOT_FOUND') : new AppError(403, 'NOT_YOURS');
  return own.order;
}

/**
 * POST /api/order/payment/{userId}/{orderId}: the proof of a bank transfer. The picture is kept
 * first (and dropped again when the order cannot take the payment); then, in one transaction, the
 * order moves to AWAITING_CONFIRMATION and the payment is recorded with the exact amount to look
 * for on the bank statement.
 */
export async function submitTransfer(
  ctx: PaymentsContext,
  userId: number,
  orderId: number,
  proof: { image: CleanImage; paymentDate: Date },
): Promise<{ payment: Payment; order: OrderDetail }> {
  const before = await ownOrder(ctx, userId, orderId);
  if (before.status !== 'AWAITING_PAYMENT') throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT');
  if (!before.actions.pay) throw new AppError(422, 'ORDER_NEEDS_SHIPPING');
  if (paymentStarted(before.payment)) throw new AppError(409, 'PAYMENT_VA_OPEN');
  if (proof.paymentDate.getTime() > Date.now() + 5 * 60_000) throw new AppError(422, 'PAYMENT_DATE_FUTURE');
  const picture = await ctx.storage.private.save('proofs', proof.image);
  let paymentId: number;
  try {
    paymentId = await transaction(ctx.db, async (tx) => {
      const moved = await transition(tx, orderId, {
        to: 'AWAITING_CONFIRMATION',
        actor: 'SHOPPER',
        by: userId,
      });
      if (!moved.ok) throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT');
      return insertTransferPayment(tx, {
        orderId,
        uniqueCode: transferCode(orderId),
        picture,
        paymentDate: proof.paymentDate,
      });
    });
  } catch (error) {
    await ctx.storage.private.remove(picture).catch(() => undefined);
    throw error;
  }
  const order = await ownOrder(ctx, userId, orderId);
  // The payment just made is the order's latest.
  if (order.payment?.payment_id !== paymentId)
    throw new Error(`payment ${paymentId} of order ${orderId} is not its latest`);
  return { payment: order.payment, order };
}

/** GET /api/order/payment-history/{userId}: the caller's payments, newest first. */
export async function paymentHistory(
  db: Db,
  userId: number,
  q: { page: number; limit: number; status?: PaymentStatus },
): Promise<Paged<PaymentHistoryItem>> {
  return paymentHistoryPage(db, userId, q);
}

/** GET /api/order/payment-details/{userId}/{orderId}: the order and every payment attempt. */
export async function paymentDetails(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: number,
  orderId: number,
): Promise<{ order: OrderDetail; payments: Payment[] }> {
  const order = await ownOrder(ctx, userId, orderId);
  return { order, payments: await paymentsOfOrder(ctx.db, orderId) };
}
