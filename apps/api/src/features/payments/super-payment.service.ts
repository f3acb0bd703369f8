/**
 * A payment of any store for the super admin (docs/product.md §7 GET /api/order/super/{paymentId}): the same
 * answer as the store's review of it, found through the payment's own store.
 */
import { runner } from '../../db/statements';
import { AppError } from '../../platform/errors';
import { getPaymentReview, type ReviewContext } from './payment-review.service';

export async function superPayment(ctx: ReviewContext, paymentId: number) {
  const [row] = await runner(ctx.db)<{ store_id: number }>(
    'payment_store_of',
    `select o.store_id from payments p join orders o on o.order_id = p.order_id where p.payment_id = $1::int`,
    [paymentId],
  );
  if (!row) throw new AppError(404, 'PAYMENT_ID_NOT_FOUND');
  return getPaymentReview(ctx, row.store_id, paymentId);
}
