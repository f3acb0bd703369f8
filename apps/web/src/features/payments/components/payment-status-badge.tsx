import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@lumbung/contracts';
import { PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TEXT } from '../lib/labels';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const color = PAYMENT_STATUS_COLORS[status];
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      c={PAYMENT_STATUS_TEXT[status]}
      data-testid="payment-status"
    >
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
