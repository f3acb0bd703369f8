/**
 * A proof of transfer, served only to the people it concerns: the shopper who paid, the admins of
 * the order's store and the super admin. It is a bank screenshot (names, account numbers), so it
 * is never at a public address and no shared cache keeps it.
 */
import type { Db } from '../../db/client';
import { runner } from '../../db/statements';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { Storage, StoredFile } from '../../platform/storage';
import { PROOF_OWNERS_SQL } from './payment-proof.sql';

export interface ProofContext {
  db: Db;
  storage: Storage;
}

/**
 * GET /api/order/payment-proof/{paymentId}. Refusals follow the payment routes: another shopper's
 * payment 403 (as their orders are), a payment of another store 404 (as the review answers), a
 * payment without a proof 404.
 */
export async function paymentProof(
  ctx: ProofContext,
  caller: AuthUser,
  paymentId: number,
): Promise<StoredFile> {
  const [row] = await runner(ctx.db)<{ pop_image: string | null; user_id: number; store_id: number }>(
    'payment_proof_owners',
    PROOF_OWNERS_SQL,
    [paymentId],
  );
  if (!row) throw new AppError(404, 'PAYMENT_ID_NOT_FOUND');
  if (caller.role === 'USER' && row.user_id !== caller.id) throw new AppError(403, 'NOT_YOURS');
  if (caller.role === 'STORE_ADMIN' && row.store_id !== caller.store_id) {
    throw new AppError(404, 'PAYMENT_REVIEW_NOT_FOUND');
  }
  const file = row.pop_image === null ? null : await ctx.storage.private.read(row.pop_image);
  if (!file) throw new AppError(404, 'PAYMENT_PROOF_NOT_FOUND');
  return file;
}
