import { Group, Text, UnstyledButton } from '@mantine/core';
import { formatRupiah, type PaymentHistoryItem } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { bankLabel, PAYMENT_METHOD_LABELS } from '../lib/labels';
import { PaymentStatusBadge } from './payment-status-badge';
import classes from './payments.module.css';

/** The shopper's payments, each with the refunds of its money; each row opens that payment's details. */
export function PaymentHistoryList({
  payments,
  onOpen,
}: {
  payments: PaymentHistoryItem[];
  onOpen: (orderId: number) => void;
}) {
  const t = useT();
  return (
    <ul className={classes.list} aria-label={t('checkout.paymentHistory.listLabel')}>
      {payments.map((payment) => (
        <li key={payment.payment_id}>
          <UnstyledButton
            className={classes.row}
            onClick={() => onOpen(payment.order_id)}
            data-testid="payment-row"
          >
            <div>
              <Text fw={700}>{t('checkout.order.title', { id: payment.order_id })}</Text>
              <Text size="sm" c="dimmed">
                {payment.store_name} · {t(PAYMENT_METHOD_LABELS[payment.payment_method])}
                {payment.va_bank ? ` (${bankLabel(payment.va_bank)})` : ''}
              </Text>
              <Text size="sm" c="dimmed">
                {formatDateTimeWib(payment.created_at)}
              </Text>
            </div>
            <Group
              gap={6}
              justify="flex-end"
              align="flex-start"
              style={{ flexDirection: 'column', alignItems: 'flex-end' }}
            >
              <Text className={classes.amount}>{formatRupiah(payment.amount)}</Text>
              <PaymentStatusBadge status={payment.payment_status} />
            </Group>
            {payment.refunds.length > 0 ? (
              <span className={classes.refunds}>
                {payment.refunds.map((refund) => (
                  <span key={refund.refund_id} className={classes.refund} data-testid="payment-refund">
                    <Text component="span" size="sm">
                      {t('refunds.history.refund', { amount: formatRupiah(refund.amount) })}
                    </Text>
                    {/* The status as words, not the refunds' badge: this page stays free of their chunk. */}
                    <Text component="span" size="sm" fw={600} data-testid="refund-status">
                      {t(`refunds.status.${refund.status}`)}
                    </Text>
                  </span>
                ))}
              </span>
            ) : null}
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
