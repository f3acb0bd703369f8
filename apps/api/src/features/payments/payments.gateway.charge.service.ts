/**
 * POST /api/midtrans: a gateway charge for the caller's order (shared/MIDTRANS.md, docs/architecture.md
 * §5): a bank's virtual account, Mandiri's bill, QRIS, GoPay or ShopeePay. The charge is made outside
 * any transaction (a network call): a PENDING payment row is claimed first (so a double click cannot
 * open two charges), then filled with what the gateway opened.
 *
 * - The same method while its charge is open answers that charge again.
 * - Another method while a charge is open cancels the open one at the gateway first, so the shopper
 *   can never pay two charges; when the gateway says it was paid meanwhile, that payment is applied
 *   and no new charge is opened (409).
 * - A charge that lapsed is followed by a new one with a new gateway order id, while the order's own
 *   payment deadline holds. QRIS and e-wallets take money for minutes, a virtual account for hours;
 *   a charge never outlives the order's deadline, except the order's first virtual account, which
 *   moves the deadline to its own expiry (the order waits as long as the bank takes money).
 * - An order cancelled while the gateway was opening its charge has that charge closed at once
 *   (domain/gateway-charges.ts), and the shopper is answered 409.
 */
import {
  ROUTES,
  type GatewayCharge,
  type GatewayPaymentType,
  type OrderDetail,
  type VaBank,
} from '@lumbung/contracts';
import { transaction } from '../../db/statements';
import { applyGatewayStatus, CANCELLING, closeCharge, noteChargeStatus } from '../../domain/gateway-charges';
import { AppError } from '../../platform/errors';
import {
  GatewayError,
  isVirtualAccount,
  outcomeOf,
  paymentMethodOf,
  WALLET_EXPIRY_MINUTES,
  type Charge,
  type ChargeBank,
  type GatewayStatus,
} from '../../platform/payment-gateway';
import type { AppContext } from '../../platform/context';
import { ownOrder } from './payments.shopper.service';
import {
  abandonCharge,
  chargeAttempts,
  chargeOf,
  claimCharge,
  extendDeadline,
  fillCharge,
  latestCharge,
  lockOrderForCharge,
  markChargeFailed,
  reopenCharge,
  type ChargeRow,
} from './payments.gateway.sql';

type GatewayContext = Pick<AppContext, 'db' | 'config' | 'gateway' | 'log'>;

/** The method the shopper chose: the gateway's payment type and, for a virtual account, its bank. */
export interface ChargeChoice {
  paymentType: GatewayPaymentType;
  bank: ChargeBank | null;
}

/** The bank of a choice: bank_transfer needs one, echannel is Mandiri, the others have none. */
export function choiceOf(paymentType: GatewayPaymentType, bank: VaBank | undefined): ChargeChoice {
  if (paymentType === 'bank_transfer') {
    if (!bank) throw new AppError(400, 'PAYMENT_BANK_REQUIRED');
    return { paymentType, bank };
  }
  return { paymentType, bank: paymentType === 'echannel' ? 'mandiri' : null };
}

/** A claim still being filled (another request is asking the gateway) is given this long. */
const CLAIM_GRACE_MS = 60_000;
/** Rounds of cancel-then-claim, or of a duplicate order id, before the shopper is asked to retry. */
const MAX_ROUNDS = 3;

const pendingAtGateway = (r: ChargeRow) =>
  r.payment_status === 'PENDING' && r.gateway_transaction_id !== null;
const unexpired = (r: ChargeRow) => r.expires_at !== null && new Date(r.expires_at).getTime() > Date.now();
const sameMethod = (r: ChargeRow, choice: ChargeChoice) =>
  (r.payment_type ?? 'bank_transfer') === choice.paymentType && (r.va_bank ?? null) === choice.bank;

type Step =
  | { kind: 'existing'; row: ChargeRow }
  | { kind: 'cancel-first'; row: ChargeRow }
  | {
      kind: 'claimed';
      paymentId: number;
      gatewayOrderId: string;
      amount: number;
      email: string;
      name: string;
      expiryMinutes: number;
      extendsDeadline: boolean;
    };

/** Under the order's lock: the open charge again, the open charge to cancel first, or a new claim. */
function nextStep(
  ctx: GatewayContext,
  userId: number,
  orderId: number,
  choice: ChargeChoice,
  mayCancel: boolean,
) {
  return transaction(ctx.db, async (tx): Promise<Step> => {
    const o = await lockOrderForCharge(tx, orderId);
    if (!o || o.status !== 'AWAITING_PAYMENT') throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT');
    const latest = await latestCharge(tx, orderId);
    if (latest && pendingAtGateway(latest)) {
      const cancelling = latest.transaction_status === CANCELLING;
      if (!cancelling && unexpired(latest) && sameMethod(latest, choice))
        return { kind: 'existing', row: latest };
      if (cancelling || unexpired(latest)) {
        // A request on its last round never cancels: it could not open a charge in its place.
        if (!mayCancel) throw new AppError(409, 'PAYMENT_VA_BEING_CREATED');
        // Marked first: a cancel notification arriving meanwhile then closes only the charge, not the order.
        await noteChargeStatus(tx, latest.payment_id, CANCELLING);
        return { kind: 'cancel-first', row: latest };
      }
    }
    if (latest && latest.payment_status === 'PENDING' && latest.gateway_transaction_id === null) {
      if (Date.now() - new Date(latest.created_at).getTime() < CLAIM_GRACE_MS)
        throw new AppError(409, 'PAYMENT_VA_BEING_CREATED');
      await abandonCharge(tx, latest.payment_id);
    }
    const attempts = await chargeAttempts(tx, orderId);
    const extendsDeadline = isVirtualAccount(choice.paymentType) && attempts.vas === 0;
    // Minutes the order still waits for payment: none left, and no charge of any kind is opened.
    const left =
      o.payment_deadline === null
        ? Infinity
        : Math.floor((new Date(o.payment_deadline).getTime() - Date.now()) / 60_000);
    if (left < 1) throw new AppError(409, 'PAYMENT_CHARGE_EXPIRED');
    const expiryMinutes = Math.min(
      isVirtualAccount(choice.paymentType) ? ctx.config.midtrans.vaExpiryMinutes : WALLET_EXPIRY_MINUTES,
      extendsDeadline ? Infinity : left,
    );
    const gatewayOrderId = `LMB-${orderId}-${attempts.n + 1}`;
    const paymentId = await claimCharge(tx, {
      orderId,
      userId,
      method: paymentMethodOf(choice.paymentType),
      amount: o.total_price,
      gatewayOrderId,
      bank: choice.bank,
      paymentType: choice.paymentType,
    });
    return {
      kind: 'claimed',
      paymentId,
      gatewayOrderId,
      amount: o.total_price,
      email: o.email,
      name: o.username,
      expiryMinutes,
      extendsDeadline,
    };
  });
}

const unavailable = () => new AppError(502, 'PAYMENT_GATEWAY_UNAVAILABLE');

/**
 * Closes the open charge at the gateway before another is opened. A charge the gateway will not
 * cancel was paid meanwhile, or already closed: its status says which, and is applied.
 */
async function cancelOpenCharge(ctx: GatewayContext, row: ChargeRow): Promise<void> {
  const reopen = () => reopenCharge(ctx.db, row.payment_id, CANCELLING);
  let status: GatewayStatus;
  try {
    status = await ctx.gateway.cancel(row.gateway_order_id);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    try {
      status = await ctx.gateway.status(row.gateway_order_id);
    } catch (again) {
      if (!(again instanceof GatewayError)) throw again;
      ctx.log.warn({ err: again, orderId: row.order_id }, 'the payment gateway did not cancel a charge');
      await reopen();
      throw unavailable();
    }
  }
  const outcome = outcomeOf(status);
  if (outcome === 'pending' || outcome === 'other') {
    await reopen();
    throw unavailable();
  }
  await applyGatewayStatus(ctx, status);
  if (outcome === 'paid') throw new AppError(409, 'PAYMENT_PAID_MEANWHILE');
}

/** POST /api/midtrans: the order's charge by the chosen method (the open one again, if it is that method). */
export async function createCharge(
  ctx: GatewayContext,
  userId: number,
  orderId: number,
  choice: ChargeChoice,
): Promise<{ charge: GatewayCharge; order: OrderDetail }> {
  const order = await ownOrder(ctx, userId, orderId);
  if (order.status !== 'AWAITING_PAYMENT') throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT');
  if (!order.actions.pay) throw new AppError(422, 'ORDER_NEEDS_SHIPPING');

  let duplicateId = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const step = await nextStep(ctx, userId, orderId, choice, round < MAX_ROUNDS - 1);
    if (step.kind === 'existing') return { charge: chargeOf(step.row, ctx.gateway.simulated), order };
    if (step.kind === 'cancel-first') {
      await cancelOpenCharge(ctx, step.row);
      duplicateId = false;
      continue;
    }
    const now = new Date();
    let charge: Charge;
    try {
      charge = await ctx.gateway.charge({
        gatewayOrderId: step.gatewayOrderId,
        paymentType: choice.paymentType,
        bank: choice.bank,
        amount: step.amount,
        customer: { email: step.email, firstName: step.name },
        expiryMinutes: step.expiryMinutes,
        now,
        callbackUrl: `${ctx.config.publicUrl}${ROUTES.order(orderId)}`,
      });
    } catch (error) {
      await markChargeFailed(ctx.db, step.paymentId);
      if (!(error instanceof GatewayError)) throw error;
      ctx.log.warn(
        { err: error, orderId, paymentType: choice.paymentType },
        'the payment gateway refused a charge',
      );
      // The gateway already knows this order id (a database restored from an older copy): the next
      // round asks again under the next attempt's id.
      duplicateId = error.statusCode === '406';
      if (duplicateId) continue;
      throw unavailable();
    }
    const { row, awaiting } = await transaction(ctx.db, async (tx) => {
      const o = await lockOrderForCharge(tx, orderId);
      if (step.extendsDeadline) await extendDeadline(tx, orderId, charge.expiresAt);
      return {
        row: await fillCharge(tx, step.paymentId, charge),
        awaiting: o?.status === 'AWAITING_PAYMENT',
      };
    });
    if (!awaiting) {
      // The order was cancelled while the gateway opened the charge: it is closed at once.
      await closeCharge(ctx, step.gatewayOrderId);
      throw new AppError(409, 'ORDER_NOT_AWAITING_PAYMENT');
    }
    return { charge: chargeOf(row, ctx.gateway.simulated), order: await ownOrder(ctx, userId, orderId) };
  }
  // Still no charge of its own: the gateway kept refusing the id, or other requests of this order
  // kept opening charges of their own meanwhile (the shopper clicking methods at once).
  throw duplicateId ? unavailable() : new AppError(409, 'PAYMENT_VA_BEING_CREATED');
}
