import { Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { formatRupiah, type OrderActor, type OrderHistoryEntry, type OrderRefund } from '@lumbung/contracts';
import { t, useT, type MessageId } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { orderStatusKey, timelineSteps } from '../lib/status';

/** Who made a step, in the store's words ("by the shopper", "by your store"). */
const BY: Record<OrderActor, MessageId> = {
  SHOPPER: 'checkout.storeActor.SHOPPER',
  STORE: 'checkout.storeActor.STORE',
  SYSTEM: 'checkout.storeActor.SYSTEM',
};

/** What a step meant, in the store's words: "Proof of payment refused by your store". */
export function storeHistoryText(entry: OrderHistoryEntry): string {
  const actor = t(BY[entry.actor]);
  switch (entry.to_status) {
    case 'AWAITING_PAYMENT':
      return entry.from_status === null
        ? t('checkout.storeHistory.placed')
        : t('checkout.history.refused', { actor });
    case 'AWAITING_CONFIRMATION':
      return t('checkout.storeHistory.sent');
    case 'PROCESSING':
      return entry.actor === 'SYSTEM'
        ? t('checkout.storeHistory.vaPaid')
        : t('checkout.history.accepted', { actor });
    case 'SHIPPED':
      return t('checkout.storeHistory.shipped', { actor });
    case 'CONFIRMED':
      return entry.actor === 'SYSTEM'
        ? t('checkout.storeHistory.autoConfirmed')
        : t('checkout.history.confirmed', { actor });
    case 'CANCELLED':
      return t('checkout.history.cancelled', { actor });
  }
}

/**
 * The order's status changes, oldest first, as the store's staff read them, with each step of its
 * refunds (owed, on its way, paid, failed) where it happened.
 */
export function StoreOrderTimeline({
  history,
  refunds = [],
}: {
  history: OrderHistoryEntry[];
  refunds?: OrderRefund[];
}) {
  const t = useT();
  const steps = timelineSteps(history, refunds);
  return (
    <Timeline active={steps.length - 1} bulletSize={24} lineWidth={2}>
      {steps.map((step, index) => {
        const { entry } = step;
        const failed =
          step.kind === 'refund' ? entry.to_status === 'FAILED' : entry.to_status === 'CANCELLED';
        return (
          <Timeline.Item
            key={`${step.kind}-${entry.to_status}-${step.at}-${index}`}
            title={
              step.kind === 'refund'
                ? t(`refunds.timeline.${step.entry.to_status}`, { amount: formatRupiah(step.amount) })
                : t(orderStatusKey(step.entry.to_status))
            }
            color={failed ? (step.kind === 'refund' ? 'red' : 'gray') : undefined}
            bullet={
              failed ? <IconCircleX size={14} aria-hidden /> : <IconCircleCheck size={14} aria-hidden />
            }
            data-testid="store-timeline-entry"
          >
            {step.kind === 'order' ? <Text size="sm">{storeHistoryText(step.entry)}</Text> : null}
            {step.kind === 'order' && step.entry.reason ? (
              <Text size="sm" fs="italic">
                “{step.entry.reason}”
              </Text>
            ) : null}
            {step.kind === 'refund' && step.entry.note ? (
              <Text size="sm" fs="italic">
                “{step.entry.note}”
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {formatDateTimeWib(entry.created_at)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
