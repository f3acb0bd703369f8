import { Badge } from '@mantine/core';
import type { OrderStatus } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { ORDER_STATUS_COLORS, ORDER_STATUS_TEXT, orderStatusKey } from '../lib/status';

export function OrderStatusBadge({
  status,
  size = 'md',
}: {
  status: OrderStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useT();
  return (
    <Badge
      color={ORDER_STATUS_COLORS[status]}
      variant="light"
      size={size}
      radius="sm"
      c={ORDER_STATUS_TEXT[status]}
      data-testid="order-status"
    >
      {t(orderStatusKey(status))}
    </Badge>
  );
}
