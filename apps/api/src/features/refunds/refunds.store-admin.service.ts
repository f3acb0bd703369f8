/**
 * The store's refunds (docs/decisions/0042): the queue, and what the staff do with each refund.
 * A gateway refund (QRIS, e-wallets) is sent to the gateway; a transfer refund is transferred by
 * the store to the shopper's account, started, then marked paid with its proof, or failed (the
 * shopper is asked for the account again). Every step goes through domain/refunds.ts moveRefund,
 * which only moves a refund from the statuses its table allows: of parallel clicks one moves, the
 * others are refused with REFUND_MOVED_ON.
 */
import {
  MESSAGES,
  type Paged,
  type RefundCounts,
  type RefundStatus,
  type StoreRefund,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { transaction, type Conn } from '../../db/statements';
import { moveRefund, recordGatewayRefundId, type MoveRefundInput } from '../../domain/refunds';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { CleanImage } from '../../platform/images';
import { GatewayError } from '../../platform/payment-gateway';
import { readActionRow, readStoreRefund, refundPage, type ActionRow } from './refunds.queue.sql';

type StaffContext = Pick<AppContext, 'db' | 'storage' | 'gateway' | 'log'>;

/** Where the store's proofs of refund transfers are kept (private: bank screenshots). */
export const REFUND_PROOF_FOLDER = 'refund-proofs';

/** GET /api/refunds/store/{storeId}: the store's refunds of one status, with the counts of each. */
export function refundQueue(
  db: Db,
  storeId: number,
  q: { page: number; pageSize: number; status: RefundStatus },
): Promise<Paged<StoreRefund> & { counts: RefundCounts }> {
  return refundPage(db, { ...q, storeId });
}

/** The refund of the store: another store's refund answers 404, as the payment review does. */
async function storeRow(on: Conn, storeId: number, refundId: number, lock: boolean): Promise<ActionRow> {
  const row = await readActionRow(on, refundId, lock);
  if (!row || row.store_id !== storeId) throw new AppError(404, 'REFUND_NOT_FOUND');
  return row;
}

async function answer(db: Db, refundId: number): Promise<StoreRefund> {
  const refund = await readStoreRefund(db, refundId);
  if (!refund) throw new Error(`refund ${refundId} vanished`);
  return refund;
}

/** A move the status table refused: another click moved it first. */
async function move(on: Conn, refundId: number, input: MoveRefundInput): Promise<void> {
  const moved = await moveRefund(on, refundId, input);
  if (!moved.ok) {
    if (moved.reason === 'not-found') throw new AppError(404, 'REFUND_NOT_FOUND');
    throw new AppError(409, 'REFUND_MOVED_ON');
  }
}

/** A transfer refund: refused on a gateway refund (its money goes back through the gateway). */
function assertTransfer(row: ActionRow): void {
  if (row.method !== 'BANK_TRANSFER') throw new AppError(422, 'REFUND_ACCOUNT_NOT_NEEDED');
}

/**
 * Whether the gateway's answer says it refused the refund (it answered, with a status code that
 * is not a fault of its own): then the money must go back by a transfer. Not reached, or a 5xx:
 * the outcome is unknown, and the refund stays the gateway's to send again with the same key.
 */
const refusedByGateway = (error: GatewayError) =>
  error.statusCode !== null && !error.statusCode.startsWith('5');

/**
 * PUT /api/refunds/store/{storeId}/{refundId}/gateway: claims the refund (OWED -> PROCESSING in one
 * statement, so parallel clicks make one claim), then asks the gateway outside the transaction
 * with the refund's own refund_key (a retry is the same refund). Refused: the refund fails and
 * becomes a transfer the shopper gives an account for. Not reached: owed again, to send later.
 * The gateway's notification confirms it paid.
 */
export async function sendToGateway(
  ctx: StaffContext,
  storeId: number,
  refundId: number,
  by: number,
): Promise<StoreRefund> {
  const row = await transaction(ctx.db, async (tx) => {
    const r = await storeRow(tx, storeId, refundId, true);
    if (r.method !== 'GATEWAY') throw new AppError(422, 'REFUND_NOT_GATEWAY');
    await move(tx, refundId, { to: 'PROCESSING', by });
    return r;
  });
  const refused = async (note: string) => {
    await move(ctx.db, refundId, { to: 'FAILED', by, note, method: 'BANK_TRANSFER' });
    return new AppError(422, 'REFUND_GATEWAY_REFUSED');
  };
  if (row.gateway_order_id === null) throw await refused(MESSAGES.REFUND_GATEWAY_REFUSED);
  try {
    const refund = await ctx.gateway.refund(row.gateway_order_id, {
      refundKey: row.refund_key,
      amount: row.amount,
      reason: `Refund ${row.refund_id} of order ${row.order_id} (${row.reason})`,
    });
    if (refund.amount !== row.amount) {
      ctx.log.warn(
        { refundId, asked: row.amount, refunded: refund.amount },
        'the gateway refunded another amount',
      );
    }
    await recordGatewayRefundId(ctx.db, refundId, refund.refundId);
  } catch (error) {
    if (error instanceof GatewayError && refusedByGateway(error)) {
      ctx.log.warn({ err: error, refundId }, 'the payment gateway refused a refund');
      throw await refused(MESSAGES.REFUND_GATEWAY_REFUSED);
    }
    // The gateway may or may not have it: owed again, sent again later under the same refund_key.
    await move(ctx.db, refundId, { to: 'OWED', by, note: MESSAGES.PAYMENT_GATEWAY_UNAVAILABLE });
    if (error instanceof GatewayError) {
      ctx.log.warn({ err: error, refundId }, 'the payment gateway could not be reached for a refund');
      throw new AppError(502, 'PAYMENT_GATEWAY_UNAVAILABLE');
    }
    throw error;
  }
  return answer(ctx.db, refundId);
}

/** PUT .../transfer: the store starts the transfer of a refund owed to the account the shopper gave. */
export async function startTransfer(
  ctx: StaffContext,
  storeId: number,
  refundId: number,
  by: number,
): Promise<StoreRefund> {
  await transaction(ctx.db, async (tx) => {
    const r = await storeRow(tx, storeId, refundId, true);
    assertTransfer(r);
    if (r.status !== 'OWED') throw new AppError(409, 'REFUND_MOVED_ON');
    if (!r.has_account) throw new AppError(422, 'REFUND_NEEDS_ACCOUNT');
    await move(tx, refundId, { to: 'PROCESSING', by });
  });
  return answer(ctx.db, refundId);
}

/** Whether the store may mark a transfer refund paid: started, or owed with the shopper's account. */
function assertPayable(r: ActionRow): void {
  assertTransfer(r);
  if (r.status !== 'OWED' && r.status !== 'PROCESSING') throw new AppError(409, 'REFUND_MOVED_ON');
  if (!r.has_account) throw new AppError(422, 'REFUND_NEEDS_ACCOUNT');
}

/**
 * PUT .../paid (multipart proof_image, note): the transfer reached the shopper. The proof is kept
 * first, privately, and dropped again when the refund cannot take it.
 */
export async function markPaid(
  ctx: StaffContext,
  storeId: number,
  refundId: number,
  by: number,
  input: { proof: CleanImage; note: string | null },
): Promise<StoreRefund> {
  assertPayable(await storeRow(ctx.db, storeId, refundId, false));
  const proof = await ctx.storage.private.save(REFUND_PROOF_FOLDER, input.proof);
  try {
    await transaction(ctx.db, async (tx) => {
      assertPayable(await storeRow(tx, storeId, refundId, true));
      await move(tx, refundId, { to: 'PAID', by, note: input.note, proofImage: proof });
    });
  } catch (error) {
    await ctx.storage.private.remove(proof).catch(() => undefined);
    throw error;
  }
  return answer(ctx.db, refundId);
}

/** PUT .../failed {note}: a started transfer did not reach the shopper; they are asked again. */
export async function markFailed(
  ctx: StaffContext,
  storeId: number,
  refundId: number,
  by: number,
  note: string,
): Promise<StoreRefund> {
  await transaction(ctx.db, async (tx) => {
    const r = await storeRow(tx, storeId, refundId, true);
    assertTransfer(r);
    if (r.status !== 'PROCESSING') throw new AppError(409, 'REFUND_MOVED_ON');
    await move(tx, refundId, { to: 'FAILED', by, note });
  });
  return answer(ctx.db, refundId);
}
