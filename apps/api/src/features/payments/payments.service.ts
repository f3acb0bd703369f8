/**
 * Paying by bank transfer (docs/product.md §5 "Payment submit", docs/architecture.md §5): the shopper transfers the order's
 * total plus its unique code and uploads the proof; the order moves to AWAITING_CONFIRMATION for the
 * store admin to check. Also the shopper's payment history and one order's payments.
 */
import type { OrderDetail, Paged, Payment, PaymentHistoryItem, PaymentStatus } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { runner, transaction } from '../../db/statements';
import {
  PAYMENT_COLUMNS_SQL,
  paymentOf,
  type PaymentRow,
  paymentStarted,
  readOwnOrder,
  transferCode,
  type TransferAccount,
} from '../../read-models/order-detail';
import { transition } from '../../domain/order-status';
import { AppError } from '../../platform/errors';
import type { CleanImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';

export interface PaymentsContext {
  db: Db;
  account: TransferAccount;
  storage: Storage;
}

/** The caller's order: 404 when it does not exist, 403 when it is someone else's. */
export async function ownOrder(
  ctx: Pick<PaymentsContext, 'db' | 'account'>,
  userId: number,
  orderId: number,
) {
  const own = await readOwnOrder(ctx.db, userId, orderId, ctx.account);
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
      const [row] = await runner(tx)<{ payment_id: number }>(
        'payments_submit_transfer',
        `insert into payments (order_id, user_id, payment_method, payment_status, amount, pop_image, payment_date)
         select o.order_id, o.user_id, 'BANK_TRANSFER', 'AWAITING_CONFIRMATION', o.total_price + $2::int, $3::text,
           $4::timestamptz
         from orders o where o.order_id = $1::int
         returning payment_id`,
        [orderId, transferCode(orderId), picture, proof.paymentDate.toISOString()],
      );
      return row!.payment_id;
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
  const [row] = await runner(db)<{
    total: number;
    payments: (PaymentRow & Omit<PaymentHistoryItem, keyof Payment>)[] | string;
  }>(
    'payments_history',
    `with f as (
       select p.payment_id from payments p
       where p.user_id = $1::int and ($2::text is null or p.payment_status::text = $2::text)
     ), page as (
       select payment_id from f order by payment_id desc limit $3::int offset $4::int
     )
     select (select count(*)::int from f) as total,
       coalesce((select json_agg(x order by x.payment_id desc) from (
         select ${PAYMENT_COLUMNS_SQL}, s.store_name, o.status as order_status, o.total_price as order_total
         from page join payments p on p.payment_id = page.payment_id
         join orders o on o.order_id = p.order_id join stores s on s.store_id = o.store_id
       ) x), '[]'::json) as payments`,
    [userId, q.status ?? null, q.limit, (q.page - 1) * q.limit],
  );
  const total = Number(row?.total ?? 0);
  const payments = typeof row?.payments === 'string' ? JSON.parse(row.payments) : (row?.payments ?? []);
  return {
    data: (payments as PaymentRow[]).map((p) => paymentOf(p) as unknown as PaymentHistoryItem),
    currentPage: q.page,
    totalPages: Math.ceil(total / q.limit),
    totalItems: total,
  };
}

/** GET /api/order/payment-details/{userId}/{orderId}: the order and every payment attempt. */
export async function paymentDetails(
  ctx: Pick<PaymentsContext, 'db' | 'account'>,
  userId: number,
  orderId: number,
): Promise<{ order: OrderDetail; payments: Payment[] }> {
  const order = await ownOrder(ctx, userId, orderId);
  const rows = await runner(ctx.db)<PaymentRow>(
    'payments_of_order',
    `select ${PAYMENT_COLUMNS_SQL} from payments p where p.order_id = $1::int order by p.payment_id desc`,
    [orderId],
  );
  return { order, payments: rows.map(paymentOf) };
}
