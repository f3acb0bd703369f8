import { Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { OrderHistoryEntry } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { historyEventText, orderStatusKey } from '../lib/status';

/** The order's status changes, oldest first (the order history of docs/architecture.md §5). */
export function OrderTimeline({ history }: { history: OrderHistoryEntry[] }) {
  const t = useT();
  return (
    <Timeline active={history.length - 1} bulletSize={26} lineWidth={2}>
      {history.map((entry, index) => (
        <Timeline.Item
          key={`${entry.to_status}-${entry.created_at}-${index}`}
          title={t(orderStatusKey(entry.to_status))}
          color={entry.to_status === 'CANCELLED' ? 'gray' : undefined}
          bullet={
            entry.to_status === 'CANCELLED' ? (
              <IconCircleX size={16} aria-hidden />
            ) : (
              <IconCircleCheck size={16} aria-hidden />
            )
          }
          data-testid="timeline-entry"
        >
          <Text size="sm">{historyEventText(entry)}</Text>
          {entry.reason ? (
            <Text size="sm" fs="italic">
              “{entry.reason}”
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={2}>
            {formatDateTimeWib(entry.created_at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
