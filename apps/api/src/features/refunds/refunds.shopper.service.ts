/**
 * The shopper's side of a refund (docs/decisions/0042): the bank account a transfer refund goes
 * to, given on the order's page, and the store's proof of the transfer. Another shopper's refund
 * is refused as their orders are (403); a proof is shown only to the shopper, the admins of the
 * order's store and the super admin, as a payment's proof is.
 */
import { MESSAGES, type OrderDetail } from '@lumbung/contracts';
import { setRefundAccount, type RefundAccountInput } from '../../domain/refunds';
import { readOwnOrder } from '../../read-models/order-detail';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { StoredFile } from '../../platform/storage';
import { refundOwners, type RefundOwners } from './refunds.shopper.sql';

/** The caller's refund: 404 when it does not exist, 403 when it is someone else's. */
async function ownRefund(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
  refundId: number,
): Promise<RefundOwners> {
  const row = await refundOwners(ctx.db, refundId);
  if (!row) throw new AppError(404, 'REFUND_NOT_FOUND');
  if (row.user_id !== userId) throw new AppError(403, 'NOT_YOURS');
  return row;
}

/**
 * PUT /api/refunds/account/{userId}/{refundId}: the account a transfer refund goes to, while the
 * store has not sent it (owed), or after a transfer failed (owed again with this account).
 */
export async function giveRefundAccount(
  ctx: Pick<AppContext, 'db' | 'config'>,
  userId: number,
  refundId: number,
  account: RefundAccountInput,
): Promise<OrderDetail> {
  const refund = await ownRefund(ctx, userId, refundId);
  if (refund.method !== 'BANK_TRANSFER') throw new AppError(422, 'REFUND_ACCOUNT_NOT_NEEDED');
  const set = await setRefundAccount(ctx.db, refundId, account, {
    by: userId,
    note: MESSAGES.REFUND_ACCOUNT_GIVEN,
  });
  if (!set.ok) {
    if (set.reason === 'not-found') throw new AppError(404, 'REFUND_NOT_FOUND');
    if (set.reason === 'not-transfer') throw new AppError(422, 'REFUND_ACCOUNT_NOT_NEEDED');
    throw new AppError(409, 'REFUND_ALREADY_SENT');
  }
  const own = await readOwnOrder(ctx.db, userId, refund.order_id, ctx.config.transferAccount);
  if (!own.ok) throw new Error(`order ${refund.order_id} of refund ${refundId} is not its shopper's`);
  return own.order;
}

/**
 * GET /api/refunds/proof/{refundId}: the store's proof of a transfer. Refusals follow the payment
 * proofs: another shopper's refund 403, another store's refund 404, a refund without a proof 404.
 */
export async function refundProof(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  caller: AuthUser,
  refundId: number,
): Promise<StoredFile> {
  const row = await refundOwners(ctx.db, refundId);
  if (!row) throw new AppError(404, 'REFUND_NOT_FOUND');
  if (caller.role === 'USER' && row.user_id !== caller.id) throw new AppError(403, 'NOT_YOURS');
  if (caller.role === 'STORE_ADMIN' && row.store_id !== caller.store_id) {
    throw new AppError(404, 'REFUND_NOT_FOUND');
  }
  const file = row.proof_image === null ? null : await ctx.storage.private.read(row.proof_image);
  if (!file) throw new AppError(404, 'REFUND_PROOF_NOT_FOUND');
  return file;
}
