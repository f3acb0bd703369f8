/**
 * A proof of transfer, served only to the people it concerns: the shopper who paid, the admins of
 * the order's store and the super admin. It is a bank screenshot (names, account numbers), so it
 * is never at a public address and no shared cache keeps it.
 */
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { StoredFile } from '../../platform/storage';
import { proofOwners } from './payments.proofs.sql';

/**
 * GET /api/order/payment-proof/{paymentId}. Refusals follow the payment routes: another shopper's
 * payment 403 (as their orders are), a payment of another store 404 (as the review answers), a
 * payment without a proof 404.
 */
export async function paymentProof(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  caller: AuthUser,
  paymentId: number,
): Promise<StoredFile> {
  const row = await proofOwners(ctx.db, paymentId);
  if (!row) throw new AppError(404, 'PAYMENT_ID_NOT_FOUND');
  if (caller.role === 'USER' && row.user_id !== caller.id) throw new AppError(403, 'NOT_YOURS');
  if (caller.role === 'STORE_ADMIN' && row.store_id !== caller.store_id) {
    throw new AppError(404, 'PAYMENT_REVIEW_NOT_FOUND');
  }
  const file = row.pop_image === null ? null : await ctx.storage.private.read(row.pop_image);
  if (!file) throw new AppError(404, 'PAYMENT_PROOF_NOT_FOUND');
  return file;
}
