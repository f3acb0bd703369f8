import { Badge } from '@mantine/core';
import type { OrderStatus, PaymentStatus } from '@lumbung/contracts';

/** An order's status in the back-office's words (the store's point of view). */
export const ADMIN_ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  AWAITING_CONFIRMATION: 'Proof to check',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
};

export const ADMIN_PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Pending',
  AWAITING_CONFIRMATION: 'To review',
  SUCCESS: 'Accepted',
  FAILED: 'Rejected',
  EXPIRED: 'Expired',
};

// Light badges: each colour's shade-9 text keeps 4.5:1 on its light background.
const ORDER_COLORS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'turmeric',
  AWAITING_CONFIRMATION: 'blue',
  PROCESSING: 'violet',
  SHIPPED: 'cyan',
  CONFIRMED: 'leaf',
  CANCELLED: 'gray',
};

const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  PENDING: 'turmeric',
  AWAITING_CONFIRMATION: 'blue',
  SUCCESS: 'leaf',
  FAILED: 'red',
  EXPIRED: 'gray',
};

const badgeStyle = { root: { color: 'var(--badge-text)' } };

function toneVars(color: string) {
  return { '--badge-text': `var(--mantine-color-${color}-9)` } as Record<string, string>;
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const color = ORDER_COLORS[status];
  return (
    <Badge variant="light" color={color} radius="sm" styles={badgeStyle} style={toneVars(color)}>
      {ADMIN_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const color = PAYMENT_COLORS[status];
  return (
    <Badge variant="light" color={color} radius="sm" styles={badgeStyle} style={toneVars(color)}>
      {ADMIN_PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** On or off: a discount's is_active, a shelf's availability. */
export function ActiveBadge({
  active,
  on = 'Active',
  off = 'Inactive',
}: {
  active: boolean;
  on?: string;
  off?: string;
}) {
  const color = active ? 'leaf' : 'gray';
  return (
    <Badge variant="light" color={color} radius="sm" styles={badgeStyle} style={toneVars(color)}>
      {active ? on : off}
    </Badge>
  );
}
