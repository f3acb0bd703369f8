import { Group, Text } from '@mantine/core';
import { formatRupiah, type OrderRefund } from '@lumbung/contracts';
import { FactRow } from '@/components/ui/fact-row';
import { RefundStatusBadge, refundMethodKey, refundReasonKey } from '@/components/ui/refund-status-badge';
import { useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';

/**
 * What every view of one refund starts with, the shopper's and the staff's alike: its amount as the
 * title (named `titleId`, for the item that labels itself by it) with its status, then why, how,
 * since when, and when it was paid.
 */
export function RefundFacts({
  refund,
  titleId,
  large = false,
}: {
  refund: OrderRefund;
  titleId: string;
  large?: boolean;
}) {
  const t = useT();
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={800} fz={large ? 'lg' : undefined} id={titleId}>
          {t('refunds.item.title', { amount: formatRupiah(refund.amount) })}
        </Text>
        <RefundStatusBadge status={refund.status} />
      </Group>
      <FactRow label={t('refunds.field.reason')}>{t(refundReasonKey(refund.reason))}</FactRow>
      <FactRow label={t('refunds.field.method')}>{t(refundMethodKey(refund.method))}</FactRow>
      <FactRow label={t('refunds.field.created')}>{formatDateTimeWib(refund.created_at)}</FactRow>
      {refund.paid_at ? (
        <FactRow label={t('refunds.field.paidAt')}>{formatDateTimeWib(refund.paid_at)}</FactRow>
      ) : null}
    </>
  );
}
