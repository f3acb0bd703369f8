/**
 * The stuck-refund job (docs/architecture.md §5), run by platform/jobs.ts. A gateway refund is
 * PROCESSING from the moment the store's click claims it until the gateway's notification confirms
 * it; when the process died between the claim and the gateway call, or the notification never
 * came, it would stay there. So a gateway refund PROCESSING for longer than STUCK_REFUND_MINUTES
 * is checked against the gateway's status of its charge (GET /v2/{order_id}/status lists the
 * charge's refunds): listed by its refund_key, it is PAID; not listed, it is OWED again, and the
 * store sends it again with the same refund_key (the gateway makes one refund of one key). Every
 * move goes through domain/refunds.ts moveRefund, whose table refuses a move a notification made
 * first. Several API instances share the work: each refund is leased to one run (skip locked).
 */
import { MESSAGES } from '@lumbung/contracts';
import type { GatewayContext } from '../../domain/gateway-charges';
import { leaseStuckGatewayRefunds, moveRefund, type StuckGatewayRefund } from '../../domain/refunds';
import type { Job } from '../../platform/jobs';
import { GatewayError, rupiahOf } from '../../platform/payment-gateway';

/** A gateway refund PROCESSING this long without news is asked after. */
export const STUCK_REFUND_MINUTES = 15;

/** Refunds leased per round: each costs a status call. */
const BATCH_SIZE = 20;

type Checked = 'confirmed' | 'owed-again' | 'unanswered';

/** Asks the gateway after one stuck refund and moves it as the answer says. */
async function checkRefund(ctx: GatewayContext, r: StuckGatewayRefund): Promise<Checked> {
  let listed;
  try {
    const status = await ctx.gateway.status(r.gateway_order_id);
    listed = (status.refunds ?? []).find((entry) => entry.refund_key === r.refund_key);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // Asked again once the lease is as old: nothing is known, so nothing moves.
    ctx.log.warn({ err: error, refundId: r.refund_id }, 'the payment gateway did not answer for a refund');
    return 'unanswered';
  }
  if (!listed) {
    const moved = await moveRefund(ctx.db, r.refund_id, {
      to: 'OWED',
      by: null,
      note: MESSAGES.REFUND_NOT_AT_GATEWAY,
    });
    return moved.ok ? 'owed-again' : 'unanswered';
  }
  if (rupiahOf(listed.refund_amount) !== r.amount) {
    ctx.log.error(
      { refundId: r.refund_id, asked: r.amount, listed: listed.refund_amount },
      'the gateway lists a refund of another amount under this refund_key',
    );
    return 'unanswered';
  }
  const moved = await moveRefund(ctx.db, r.refund_id, {
    to: 'PAID',
    by: null,
    note: MESSAGES.REFUND_PAID_BY_GATEWAY,
    gatewayRefundId: listed.refund_chargeback_id == null ? null : String(listed.refund_chargeback_id),
  });
  return moved.ok ? 'confirmed' : 'unanswered';
}

/** Checks every gateway refund stuck in PROCESSING, round by round, until none is left unleased. */
export async function checkStuckRefunds(
  ctx: GatewayContext,
  { minutes = STUCK_REFUND_MINUTES, batchSize = BATCH_SIZE }: { minutes?: number; batchSize?: number } = {},
): Promise<{ refundsConfirmed: number; refundsOwedAgain: number; refundsUnanswered: number }> {
  const counts = { refundsConfirmed: 0, refundsOwedAgain: 0, refundsUnanswered: 0 };
  for (;;) {
    const leased = await leaseStuckGatewayRefunds(ctx.db, minutes, batchSize);
    for (const refund of leased) {
      const checked = await checkRefund(ctx, refund);
      if (checked === 'confirmed') counts.refundsConfirmed += 1;
      else if (checked === 'owed-again') counts.refundsOwedAgain += 1;
      else counts.refundsUnanswered += 1;
    }
    if (leased.length < batchSize) return counts;
  }
}

/** The jobs of this feature, for the runner. */
export function refundJobs(ctx: GatewayContext): Job[] {
  return [{ name: 'stuck-refunds', run: () => checkStuckRefunds(ctx) }];
}
