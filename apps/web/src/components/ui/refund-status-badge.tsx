import { Badge } from '@mantine/core';
import type { RefundMethod, RefundReason, RefundStatus } from '@lumbung/contracts';
import { useT, type MessageId } from '@/i18n';

/**
 * A refund's status, reason and method as every screen names them (the shopper's order and payment
 * history, the store's queue, the super admin's list): one word each, in the language shown. They
 * live here, not in a feature, because the orders, payments and refunds features all show refunds.
 */
export const refundStatusKey = (status: RefundStatus) =>
  `refunds.status.${status}` as const satisfies MessageId;
export const refundReasonKey = (reason: RefundReason) =>
  `refunds.reason.${reason}` as const satisfies MessageId;
export const refundMethodKey = (method: RefundMethod) =>
  `refunds.method.${method}` as const satisfies MessageId;

/** The store's proof of a refund transfer, served to its shopper and the staff with their token. */
export const refundProofPath = (refundId: number) => `/api/refunds/proof/${refundId}`;

// Light badges; each colour's shade-9 text keeps 4.5:1 on its light background.
const COLORS: Record<RefundStatus, string> = {
  OWED: 'turmeric',
  PROCESSING: 'blue',
  PAID: 'leaf',
  FAILED: 'red',
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const t = useT();
  return (
    <Badge
      variant="light"
      color={COLORS[status]}
      radius="sm"
      styles={{ root: { color: `var(--mantine-color-${COLORS[status]}-9)` } }}
      data-testid="refund-status"
    >
      {t(refundStatusKey(status))}
    </Badge>
  );
}
