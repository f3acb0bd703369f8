import { Badge } from '@mantine/core';
import type { OrderStatus } from '@lumbung/contracts';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, ORDER_STATUS_TEXT } from '../lib/status';

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
      c={ORDER_STATUS_TEXT[status]}
      data-testid="order-status"
    >
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
