import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatRupiah, type OrderDetail, type OrderRefund } from '@lumbung/contracts';
import { FactRow } from '@/components/ui/fact-row';
import { refundStatusKey } from '@/components/ui/refund-status-badge';
import { useT } from '@/i18n';
import { RefundFacts } from './refund-facts';

/**
 * Where a refund is acted on or listed (the store's queue, every store's refunds), and the words of
 * the link, which name the refund's status.
 */
export type RefundLink = {
  to: (refund: OrderRefund) => string;
  label: 'refunds.staff.queueLink' | 'refunds.staff.allLink';
};

function StaffRefund({ refund, link }: { refund: OrderRefund; link?: RefundLink }) {
  const t = useT();
  const titleId = `order-refund-${refund.refund_id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-labelledby={titleId} data-testid="staff-refund">
      <Stack gap={6}>
        <RefundFacts refund={refund} titleId={titleId} />
        {refund.needs_account ? (
          <FactRow label={t('refunds.field.account')}>
            <Text component="span" size="sm" c="orange.9">
              {t('refunds.card.noAccount')}
            </Text>
          </FactRow>
        ) : refund.account ? (
          <FactRow label={t('refunds.field.account')}>
            {refund.account.bank_name} {refund.account.account_number} ({refund.account.account_holder})
          </FactRow>
        ) : null}
        {refund.note ? <FactRow label={t('refunds.card.note')}>“{refund.note}”</FactRow> : null}
        {link ? (
          <Anchor component={Link} to={link.to(refund)} size="sm" fw={600}>
            {t(link.label, { status: t(refundStatusKey(refund.status)) })}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * An order's refunds as the staff read them on its page: what the shopper paid, then each refund
 * with its amount and status, why and how it goes back, when it was owed and paid, and a link to
 * where it is acted on (`link`: the store's refund queue, on the tab of its status).
 */
export function StaffOrderRefunds({ order, link }: { order: OrderDetail; link?: RefundLink }) {
  // A payment of more than was due owes its difference as a refund (OVERPAID): the pages show
  // this only for an order with refunds, so what was paid is always worth saying here.
  const t = useT();
  return (
    <Stack gap="sm">
      <FactRow label={t('refunds.staff.paid')} strong>
        <span data-testid="order-paid-amount">{formatRupiah(order.paid_amount)}</span>
      </FactRow>
      {order.refunds.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {order.refunds.map((refund) => (
            <StaffRefund key={refund.refund_id} refund={refund} link={link} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
