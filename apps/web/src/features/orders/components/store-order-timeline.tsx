import { Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { OrderActor, OrderHistoryEntry } from '@lumbung/contracts';
import { ADMIN_ORDER_STATUS_LABELS } from '@/components/back-office/status-badge';
import { formatDateTimeWib } from '@/lib/dates';

const BY: Record<OrderActor, string> = { SHOPPER: 'the shopper', STORE: 'your store', SYSTEM: 'LUMBUNG' };

/** What a step meant, in the store's words: "Proof of payment refused by your store". */
export function storeHistoryText(entry: OrderHistoryEntry): string {
  const by = BY[entry.actor];
  switch (entry.to_status) {
    case 'AWAITING_PAYMENT':
      return entry.from_status === null ? 'Order placed by the shopper' : `Proof of payment refused by ${by}`;
    case 'AWAITING_CONFIRMATION':
      return 'Proof of payment sent by the shopper';
    case 'PROCESSING':
      return entry.actor === 'SYSTEM' ? 'Paid by virtual account' : `Payment accepted by ${by}`;
    case 'SHIPPED':
      return `Shipped by ${by}`;
    case 'CONFIRMED':
      return entry.actor === 'SYSTEM'
        ? 'Confirmed automatically 7 days after shipping'
        : `Receipt confirmed by ${by}`;
    case 'CANCELLED':
      return `Cancelled by ${by}`;
  }
}

/** The order's status changes, oldest first, as the store's staff read them. */
export function StoreOrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  return (
    <Timeline active={history.length - 1} bulletSize={24} lineWidth={2}>
      {history.map((entry, index) => (
        <Timeline.Item
          key={`${entry.to_status}-${entry.created_at}-${index}`}
          title={ADMIN_ORDER_STATUS_LABELS[entry.to_status]}
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
