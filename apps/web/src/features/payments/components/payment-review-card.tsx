import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPhotoOff, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatRupiah, type PaymentReview } from '@lumbung/contracts';
import { PrivatePicture } from '@/components/ui/private-picture';
import { PaymentStatusBadge } from '@/components/back-office/status-badge';
import { T, useT } from '@/i18n';
import { formatDateTimeWib } from '@/lib/dates';
import { PAYMENT_METHOD_LABELS } from '../lib/labels';
import classes from './payment-review-card.module.css';

type PaymentReviewCardProps = {
  payment: PaymentReview;
  orderHref: string;
  onAccept: () => void;
  onReject: () => void;
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One payment as the store reviews it: the proof beside the amount the shopper had to transfer
 * (the order's total plus its unique code), the payment date and the deadline; accept or reject.
 */
export function PaymentReviewCard({ payment, orderHref, onAccept, onReject }: PaymentReviewCardProps) {
  const t = useT();
  const reviewable = payment.payment_status === 'AWAITING_CONFIRMATION';
  const titleId = `payment-${payment.payment_id}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
    >
      <div className={classes.proof}>
        {payment.pop_image ? (
          <PrivatePicture
            src={payment.pop_image}
            linkLabel={t('checkout.review.openProof', { id: payment.order_id })}
            alt={t('checkout.proof.transferAlt', { id: payment.order_id })}
            radius="md"
            h={200}
            fit="contain"
            bg="gray.1"
          />
        ) : (
          <Stack align="center" justify="center" h={200} bg="gray.0" style={{ borderRadius: 8 }} gap={4}>
            <ThemeIcon variant="light" color="gray" size={40} radius="xl">
              <IconPhotoOff size={22} aria-hidden />
            </ThemeIcon>
            <Text size="sm" c="dimmed">
              {payment.payment_method === 'VIRTUAL_ACCOUNT'
                ? t('checkout.storeHistory.vaPaid')
                : t('checkout.review.noProof')}
            </Text>
          </Stack>
        )}
      </div>
      <Stack gap="sm" className={classes.details}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={orderHref} fw={700} id={titleId}>
            {t('checkout.order.title', { id: payment.order_id })}
          </Anchor>
          <PaymentStatusBadge status={payment.payment_status} />
        </Group>
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t('checkout.review.expected')}
          </Text>
          <Text fz={26} fw={800} lh={1.2} data-testid="expected-amount">
            {formatRupiah(payment.expected_amount)}
          </Text>
          <Text size="sm" c="dimmed">
            <T
              id="checkout.review.totalPlusCode"
              values={{ total: formatRupiah(payment.order_total), code: payment.unique_code }}
              components={{ 0: <Text component="span" fw={700} c="leaf.9" /> }}
            />
          </Text>
        </div>
        <dl className={classes.facts}>
          <Fact label={t('checkout.sheet.shopper')}>{payment.customer_name}</Fact>
          <Fact label={t('checkout.paymentSummary.method')}>
            {t(PAYMENT_METHOD_LABELS[payment.payment_method])}
          </Fact>
          <Fact label={t('checkout.sheet.paymentDate')}>
            {payment.payment_date ? formatDateTimeWib(payment.payment_date) : '—'}
          </Fact>
          <Fact label={t('checkout.review.sent')}>{formatDateTimeWib(payment.created_at)}</Fact>
          <Fact label={t('checkout.sheet.deadline')}>
            {payment.payment_deadline || payment.expires_at
              ? formatDateTimeWib((payment.payment_deadline ?? payment.expires_at)!)
              : '—'}
          </Fact>
          {payment.reviewed_at ? (
            <Fact label={t('checkout.review.reviewed')}>{formatDateTimeWib(payment.reviewed_at)}</Fact>
          ) : null}
          {payment.note ? <Fact label={t('checkout.sheet.reasonGiven')}>“{payment.note}”</Fact> : null}
        </dl>
        {reviewable ? (
          <Group gap="sm" mt="auto">
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={onAccept}>
              {t('checkout.review.accept')}
            </Button>
            <Button
              variant="outline"
              color="red.8"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onReject}
            >
              {t('checkout.review.reject')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
