/**
 * A payment of any store for the super admin (docs/product.md §7 GET /api/order/super/{paymentId}): the same
 * answer as the store's review of it, found through the payment's own store.
 */
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { getPaymentReview } from './payments.store-admin.service';
import { storeOfPayment } from './payments.super-admin.sql';

export async function superPayment(ctx: Pick<AppContext, 'db' | 'config'>, paymentId: number) {
  const storeId = await storeOfPayment(ctx.db, paymentId);
  if (storeId === undefined) throw new AppError(404, 'PAYMENT_ID_NOT_FOUND');
  return getPaymentReview(ctx, storeId, paymentId);
}
