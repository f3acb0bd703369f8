import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@lumbung/contracts';
import { t, useT } from '@/i18n';
import { ToneBadge } from './tone-badge';

/**
 * An order's status by its one name of the glossary, the same for the shopper and the staff, in the
 * language shown. Called when the name is shown (a render, a toast).
 */
export function orderStatusName(status: OrderStatus): string {
  return t(`glossary.orderStatus.${status}` as const);
}

/** A payment's status by its one name of the glossary, in the language shown. */
export function paymentStatusName(status: PaymentStatus): string {
  return t(`glossary.paymentStatus.${status}` as const);
}

/**
 * The status names for a component: `order(status)` and `payment(status)`; the component renders
 * again when the language changes.
 */
export function useStatusName(): { order: typeof orderStatusName; payment: typeof paymentStatusName } {
  useT();
  return STATUS_NAMES;
}

const STATUS_NAMES = { order: orderStatusName, payment: paymentStatusName };

/** A map whose every entry is read from `name` when it is read, so it is in the language shown then. */
function namesReadWhenShown<S extends string>(
  statuses: readonly S[],
  name: (status: S) => string,
): Readonly<Record<S, string>> {
  const names = {} as Record<S, string>;
  for (const status of statuses)
    Object.defineProperty(names, status, { get: () => name(status), enumerable: true });
  return names;
}

/** @deprecated The glossary's names: use `useStatusName()` (or `orderStatusName` outside React). */
export const ADMIN_ORDER_STATUS_LABELS = namesReadWhenShown(ORDER_STATUSES, orderStatusName);

/** @deprecated The glossary's names: use `useStatusName()` (or `paymentStatusName` outside React). */
export const ADMIN_PAYMENT_STATUS_LABELS = namesReadWhenShown(PAYMENT_STATUSES, paymentStatusName);

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
  const name = useStatusName();
  return <ToneBadge color={ORDER_COLORS[status]}>{name.order(status)}</ToneBadge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const name = useStatusName();
  return <ToneBadge color={PAYMENT_COLORS[status]}>{name.payment(status)}</ToneBadge>;
}

/** On or off: a discount's is_active, a shelf's availability; `on` and `off` name the two. */
export function ActiveBadge({ active, on, off }: { active: boolean; on?: string; off?: string }) {
  const t = useT();
  return (
    <ToneBadge color={active ? 'leaf' : 'gray'}>
      {active ? (on ?? t('back-office.state.active')) : (off ?? t('back-office.state.inactive'))}
    </ToneBadge>
  );
}
