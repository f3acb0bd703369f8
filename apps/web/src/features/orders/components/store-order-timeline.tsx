import { Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { OrderActor, OrderHistoryEntry } from '@lumbung/contracts';
import { t, useT, type MessageId } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { orderStatusKey } from '../lib/status';

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

/** The order's status changes, oldest first, as the store's staff read them. */
export function StoreOrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  const t = useT();
  return (
    <Timeline active={history.length - 1} bulletSize={24} lineWidth={2}>
      {history.map((entry, index) => (
        <Timeline.Item
          key={`${entry.to_status}-${entry.created_at}-${index}`}
          title={t(orderStatusKey(entry.to_status))}
          color={entry.to_status === 'CANCELLED' ? 'gray' : undefined}
          bullet={
            entry.to_status === 'CANCELLED' ? (
              <IconCircleX size={14} aria-hidden />
            ) : (
              <IconCircleCheck size={14} aria-hidden />
            )
          }
        >
          <Text size="sm">{storeHistoryText(entry)}</Text>
          {entry.reason ? (
            <Text size="sm" fs="italic">
              “{entry.reason}”
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatDateTimeWib(entry.created_at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
