import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@mantine/core';
import { formatRupiah, type Payment } from '@lumbung/contracts';
import { FactRow } from '@/components/ui/fact-row';
import { PrivatePicture } from '@/components/ui/private-picture';
import { useT } from '@/i18n';
import { formatDateTimeWib, formatDateWib } from '@/lib/dates';
import { bankLabel, PAYMENT_METHOD_LABELS } from '../lib/labels';
import { PaymentStatusBadge } from './payment-status-badge';

/** A line of the payment, its value in bold. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FactRow label={label} gap="xs" strong>
      {children}
    </FactRow>
  );
}

/** One payment attempt: method, status, amount, dates, the virtual account or the proof picture. */
export function PaymentSummary({ payment }: { payment: Payment }) {
  const t = useT();
  return (
    <Stack gap={8} data-testid="payment-summary">
      <Row label={t('checkout.paymentSummary.method')}>
        {t(PAYMENT_METHOD_LABELS[payment.payment_method])}
      </Row>
      <Row label={t('checkout.sheet.status')}>
        <PaymentStatusBadge status={payment.payment_status} />
      </Row>
      <Row label={t('checkout.paymentSummary.amount')}>{formatRupiah(payment.amount)}</Row>
      {payment.payment_date ? (
        <Row label={t('checkout.paymentSummary.paidOn')}>{formatDateWib(payment.payment_date)}</Row>
      ) : null}
      {payment.va_number ? (
        <Row label={t('checkout.va.bankAccount', { bank: bankLabel(payment.va_bank) })}>
          <Text ff="monospace" fw={700} size="sm" span>
            {payment.va_number}
          </Text>
        </Row>
      ) : null}
      {payment.expires_at && payment.payment_status === 'PENDING' ? (
        <Row label={t('checkout.paymentSummary.payBefore')}>{formatDateTimeWib(payment.expires_at)}</Row>
      ) : null}
      <Row label={t('checkout.paymentSummary.started')}>{formatDateTimeWib(payment.created_at)}</Row>
      {payment.note ? (
        <Text size="sm" c="red.9" role="note">
          {t('checkout.paymentSummary.refused', { note: payment.note })}
        </Text>
      ) : null}
      {payment.pop_image ? (
        <Stack gap={4} mt={4}>
          <Text size="sm" c="dimmed">
            {t('checkout.proof.field')}
          </Text>
          <Box maw={220}>
            <PrivatePicture
              src={payment.pop_image}
              alt={t('checkout.proof.paymentAlt', { id: payment.order_id })}
              radius="md"
              mah={260}
              fit="contain"
              bd="1px solid var(--mantine-color-gray-3)"
            />
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}
