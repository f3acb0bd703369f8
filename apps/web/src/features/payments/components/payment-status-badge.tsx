import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { PAYMENT_STATUS_COLORS, PAYMENT_STATUS_TEXT, paymentStatusKey } from '../lib/labels';

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  const color = PAYMENT_STATUS_COLORS[status];
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      c={PAYMENT_STATUS_TEXT[status]}
      data-testid="payment-status"
    >
      {t(paymentStatusKey(status))}
    </Badge>
  );
}
