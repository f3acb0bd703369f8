import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconCheck, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupiah, type StoreRefund } from '@lumbung/contracts';
import { PrivatePicture } from '@/components/ui/private-picture';
import {
  RefundStatusBadge,
  refundMethodKey,
  refundProofPath,
  refundReasonKey,
} from '@/components/ui/refund-status-badge';
import { useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import classes from './refund-card.module.css';

/** Long labels (Bahasa Indonesia on a phone) wrap inside their button rather than being cut off. */
const WRAPPING = {
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal' as const, lineHeight: 1.35 } },
};

export type RefundActionKind = 'gateway' | 'transfer' | 'paid' | 'failed';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type RefundCardProps = {
  refund: StoreRefund;
  orderHref: string;
  /** Shows the store's name (the super admin's list spans stores). */
  showStore?: boolean;
  /** The staff's actions; without it the card is read-only. */
  onAction?: (kind: RefundActionKind) => void;
};

/**
 * One refund as the staff see it: the amount, the order and its shopper, why and how it goes back,
 * the account a transfer goes to, and the actions the API allows on it now (`actions`).
 */
export function RefundCard({ refund, orderHref, showStore = false, onAction }: RefundCardProps) {
  const t = useT();
  const titleId = `store-refund-${refund.refund_id}`;
  const { actions } = refund;
  const account = refund.account;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <Stack gap={4} className={classes.head}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to={orderHref} fw={700} id={titleId}>
            {t('refunds.card.order', { id: refund.order_id })}
          </Anchor>
          <RefundStatusBadge status={refund.status} />
        </Group>
        <Text fz={26} fw={800} lh={1.2} data-testid="refund-amount">
          {formatRupiah(refund.amount)}
        </Text>
        <Text size="sm" c="dimmed">
          {t(refundReasonKey(refund.reason))}
        </Text>
      </Stack>
      <dl className={classes.facts}>
        {showStore ? <Fact label={t('refunds.card.store')}>{refund.store_name}</Fact> : null}
        <Fact label={t('refunds.card.customer')}>
          {refund.customer_name}
          <Text component="span" size="xs" c="dimmed" display="block">
            {refund.customer_email}
          </Text>
        </Fact>
        <Fact label={t('refunds.card.method')}>{t(refundMethodKey(refund.method))}</Fact>
        {refund.payment_method ? (
          <Fact label={t('refunds.card.paidWith')}>
            {t(`checkout.paymentMethod.${refund.payment_method}`)}
          </Fact>
        ) : null}
        {refund.method === 'BANK_TRANSFER' ? (
          <Fact label={t('refunds.card.account')}>
            {account ? (
              <>
                {account.bank_name} <span className={classes.number}>{account.account_number}</span>
                <Text component="span" size="xs" c="dimmed" display="block">
                  {account.account_holder}
                </Text>
              </>
            ) : (
              <Text component="span" size="sm" c="orange.9">
                {t('refunds.card.noAccount')}
              </Text>
            )}
          </Fact>
        ) : null}
        <Fact label={t('refunds.card.created')}>{formatDateTimeWib(refund.created_at)}</Fact>
        {refund.paid_at ? (
          <Fact label={t('refunds.card.paidAt')}>{formatDateTimeWib(refund.paid_at)}</Fact>
        ) : null}
        {refund.gateway_refund_id ? (
          <Fact label={t('refunds.card.gatewayId')}>{refund.gateway_refund_id}</Fact>
        ) : null}
        {refund.note ? <Fact label={t('refunds.card.note')}>“{refund.note}”</Fact> : null}
      </dl>
      {refund.has_proof ? (
        <PrivatePicture
          src={refundProofPath(refund.refund_id)}
          linkLabel={t('refunds.proof.open', { id: refund.order_id })}
          alt={t('refunds.proof.alt', { id: refund.order_id })}
          radius="sm"
          h={120}
          w={{ base: '100%', xs: 200 }}
          fit="contain"
          bg="gray.1"
        />
      ) : null}
      {onAction && (actions.gateway || actions.transfer || actions.paid || actions.failed) ? (
        <Group gap="sm" className={classes.actions}>
          {actions.gateway ? (
            <Button
              {...WRAPPING}
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => onAction('gateway')}
            >
              {t('refunds.action.gateway')}
            </Button>
          ) : null}
          {actions.transfer ? (
            <Button
              {...WRAPPING}
              leftSection={<IconBuildingBank size={16} aria-hidden />}
              variant={actions.paid ? 'default' : 'filled'}
              onClick={() => onAction('transfer')}
            >
              {t('refunds.action.transfer')}
            </Button>
          ) : null}
          {actions.paid ? (
            <Button
              {...WRAPPING}
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => onAction('paid')}
            >
              {t('refunds.action.paid')}
            </Button>
          ) : null}
          {actions.failed ? (
            <Button
              {...WRAPPING}
              variant="outline"
              color="red.8"
              leftSection={<IconAlertTriangle size={16} aria-hidden />}
              onClick={() => onAction('failed')}
            >
              {t('refunds.action.failed')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Paper>
  );
}
