import { Paper, Stack, Text } from '@mantine/core';
import { formatRupiah, type OrderDetail, type OrderRefund } from '@lumbung/contracts';
import { FactRow } from '@/components/ui/fact-row';
import { PrivatePicture } from '@/components/ui/private-picture';
import { refundProofPath } from '@/components/ui/refund-status-badge';
import { useT } from '@/i18n';
import { RefundAccountForm } from './refund-account-form';
import { RefundFacts } from './refund-facts';

function RefundItem({ userId, orderId, refund }: { userId: number; orderId: number; refund: OrderRefund }) {
  const t = useT();
  const titleId = `refund-${refund.refund_id}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={titleId} data-testid="order-refund">
      <Stack gap="xs">
        <RefundFacts refund={refund} titleId={titleId} large />
        {refund.account && !refund.needs_account ? (
          <FactRow label={t('refunds.field.account')}>
            {refund.account.bank_name} {refund.account.account_number} ({refund.account.account_holder})
          </FactRow>
        ) : null}
        {refund.note ? <FactRow label={t('refunds.field.note')}>“{refund.note}”</FactRow> : null}
        {refund.status === 'OWED' && !refund.needs_account ? (
          <Text size="sm" c="dimmed">
            {refund.method === 'GATEWAY' ? t('refunds.item.waitGateway') : t('refunds.item.waitTransfer')}
          </Text>
        ) : null}
        {refund.has_proof ? (
          <div>
            <Text size="sm" fw={600} mb={4}>
              {t('refunds.proof.title')}
            </Text>
            <PrivatePicture
              src={refundProofPath(refund.refund_id)}
              linkLabel={t('refunds.proof.open', { id: orderId })}
              alt={t('refunds.proof.alt', { id: orderId })}
              radius="sm"
              h={140}
              w={{ base: '100%', xs: 220 }}
              fit="contain"
              bg="gray.1"
            />
          </div>
        ) : null}
        {refund.needs_account ? (
          <Paper bg="var(--mantine-color-gray-0)" radius="md" p="md" mt={4}>
            <RefundAccountForm userId={userId} refund={refund} />
          </Paper>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The money the order gives back to the shopper: each refund with its amount, reason, method,
 * status and dates, the bank account form while a transfer refund waits for one, and the store's
 * proof once it is paid. Above them, what the shopper paid when it is not what was due.
 */
export function OrderRefunds({
  userId,
  order,
  due,
}: {
  userId: number;
  order: OrderDetail;
  /** What was due, when the shopper paid something else (lib/paid.ts); null when they paid it. */
  due: number | null;
}) {
  const t = useT();
  return (
    <Stack gap="sm">
      {due !== null ? (
        <Text data-testid="paid-amount">
          {t('refunds.order.paidDiffers', { paid: formatRupiah(order.paid_amount), due: formatRupiah(due) })}
        </Text>
      ) : null}
      {order.refunds.length === 0 ? null : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {order.refunds.map((refund) => (
            <RefundItem key={refund.refund_id} userId={userId} orderId={order.order_id} refund={refund} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
