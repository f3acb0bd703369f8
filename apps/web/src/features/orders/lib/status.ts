import type {
  OrderActor,
  OrderHistoryEntry,
  OrderRefund,
  OrderStatus,
  RefundHistoryEntry,
} from '@lumbung/contracts';
import { t, type MessageId } from '@/i18n';

/**
 * An order's status as every screen names it, shopper's and back-office's alike: the glossary's
 * word for it (one name per state in each language).
 */
export function orderStatusKey(status: OrderStatus) {
  return `glossary.orderStatus.${status}` as const satisfies MessageId;
}

/** Badge colours (the light background) and their text, kept above 4.5:1 on that background. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'orange',
  AWAITING_CONFIRMATION: 'blue',
  PROCESSING: 'violet',
  SHIPPED: 'cyan',
  CONFIRMED: 'leaf',
  CANCELLED: 'gray',
};

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: '#7a3300',
  AWAITING_CONFIRMATION: '#123f6e',
  PROCESSING: '#3f2a8a',
  SHIPPED: '#0a4a56',
  CONFIRMED: '#0e4d28',
  CANCELLED: '#343a40',
};

/** Who made a step, in the shopper's words ("by you", "by the store"). */
const ACTORS: Record<OrderActor, MessageId> = {
  SHOPPER: 'checkout.actor.SHOPPER',
  STORE: 'checkout.actor.STORE',
  SYSTEM: 'checkout.actor.SYSTEM',
};

/**
 * What a step of the timeline means for the shopper: "Proof of payment sent by you; the store
 * checks the transfer". Called in a render, in the language shown.
 */
export function historyEventText(entry: OrderHistoryEntry): string {
  const actor = t(ACTORS[entry.actor]);
  switch (entry.to_status) {
    case 'AWAITING_PAYMENT':
      return entry.from_status === null
        ? t('checkout.history.placed')
        : t('checkout.history.refused', { actor });
    case 'AWAITING_CONFIRMATION':
      return t('checkout.history.sent', { actor });
    case 'PROCESSING':
      return entry.actor === 'SYSTEM'
        ? t('checkout.history.bankPaid')
        : t('checkout.history.accepted', { actor });
    case 'SHIPPED':
      return t('checkout.history.shipped', { actor });
    case 'CONFIRMED':
      return entry.actor === 'SYSTEM'
        ? t('checkout.history.autoConfirmed')
        : t('checkout.history.confirmed', { actor });
    case 'CANCELLED':
      return t('checkout.history.cancelled', { actor });
  }
}

/** One step of an order's timeline: a change of the order, or of one of its refunds (with its amount). */
export type TimelineStep =
  | { kind: 'order'; at: string; entry: OrderHistoryEntry }
  | { kind: 'refund'; at: string; entry: RefundHistoryEntry; amount: number };

/**
 * The order's steps and its refunds' steps in one line of time, oldest first (a stable sort keeps
 * ties in order): the shopper's timeline and the staff's show the money going back where it happened.
 */
export function timelineSteps(history: OrderHistoryEntry[], refunds: OrderRefund[]): TimelineStep[] {
  const steps: TimelineStep[] = [
    ...history.map((entry) => ({ kind: 'order' as const, at: entry.created_at, entry })),
    ...refunds.flatMap((refund) =>
      refund.history.map((entry) => ({
        kind: 'refund' as const,
        at: entry.created_at,
        entry,
        amount: refund.amount,
      })),
    ),
  ];
  return steps.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
