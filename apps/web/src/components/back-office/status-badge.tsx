import type { OrderStatus, PaymentStatus } from '@lumbung/contracts';
import { ToneBadge } from './tone-badge';

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

// Light badges (ToneBadge): each colour's shade-9 text keeps 4.5:1 on its light background.
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

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <ToneBadge color={ORDER_COLORS[status]}>{ADMIN_ORDER_STATUS_LABELS[status]}</ToneBadge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <ToneBadge color={PAYMENT_COLORS[status]}>{ADMIN_PAYMENT_STATUS_LABELS[status]}</ToneBadge>;
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
  return <ToneBadge color={active ? 'leaf' : 'gray'}>{active ? on : off}</ToneBadge>;
}
