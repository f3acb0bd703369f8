import { Badge } from '@mantine/core';
import type { OrderStatus } from '@lumbung/contracts';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from '../lib/status';

export function OrderStatusBadge({
  status,
  size = 'md',
}: {
  status: OrderStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Badge
      color={ORDER_STATUS_COLORS[status]}
      variant="light"
      size={size}
      radius="sm"
      styles={{ label: { color: `var(--mantine-color-${ORDER_STATUS_COLORS[status]}-9)` } }}
      data-testid="order-status"
    >
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
