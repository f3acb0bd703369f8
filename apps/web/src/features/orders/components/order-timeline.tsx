import { Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { formatRupiah, type OrderHistoryEntry, type OrderRefund } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { historyEventText, orderStatusKey, timelineSteps } from '../lib/status';

/**
 * The order's status changes, oldest first (the order history of docs/architecture.md §5), with
 * each step of its refunds (owed, on its way, paid, failed) where it happened.
 */
export function OrderTimeline({
  history,
  refunds = [],
}: {
  history: OrderHistoryEntry[];
  refunds?: OrderRefund[];
}) {
  const t = useT();
  const steps = timelineSteps(history, refunds);
  return (
    <Timeline active={steps.length - 1} bulletSize={26} lineWidth={2}>
      {steps.map((step, index) => {
        if (step.kind === 'refund') {
          const { entry } = step;
          return (
            <Timeline.Item
              key={`refund-${entry.to_status}-${step.at}-${index}`}
              title={t(`refunds.timeline.${entry.to_status}`, { amount: formatRupiah(step.amount) })}
              color={entry.to_status === 'FAILED' ? 'red' : undefined}
              bullet={
                entry.to_status === 'FAILED' ? (
                  <IconCircleX size={16} aria-hidden />
                ) : (
                  <IconCircleCheck size={16} aria-hidden />
                )
              }
              data-testid="timeline-entry"
            >
              {entry.note ? (
                <Text size="sm" fs="italic">
                  “{entry.note}”
                </Text>
              ) : null}
              <Text size="xs" c="dimmed" mt={2}>
                {formatDateTimeWib(entry.created_at)}
              </Text>
            </Timeline.Item>
          );
        }
        const { entry } = step;
        return (
          <Timeline.Item
            key={`${entry.to_status}-${step.at}-${index}`}
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
        );
      })}
    </Timeline>
  );
}
