import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPhotoOff, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatRupiah, type PaymentReview } from '@lumbung/contracts';
import { PrivatePicture } from '@/components/ui/private-picture';
import { PaymentStatusBadge } from '@/components/back-office/status-badge';
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
            linkLabel={`Open the proof of order #${payment.order_id} in full`}
            alt={`Proof of transfer for order #${payment.order_id}`}
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
              {payment.payment_method === 'VIRTUAL_ACCOUNT' ? 'Paid by virtual account' : 'No proof'}
            </Text>
          </Stack>
        )}
      </div>
      <Stack gap="sm" className={classes.details}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={orderHref} fw={700} id={titleId}>
            Order #{payment.order_id}
          </Anchor>
          <PaymentStatusBadge status={payment.payment_status} />
        </Group>
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            Expected transfer
          </Text>
          <Text fz={26} fw={800} lh={1.2} data-testid="expected-amount">
            {formatRupiah(payment.expected_amount)}
          </Text>
          <Text size="sm" c="dimmed">
            Total {formatRupiah(payment.order_total)} + unique code{' '}
            <Text component="span" fw={700} c="leaf.9">
              {payment.unique_code}
            </Text>
          </Text>
        </div>
        <dl className={classes.facts}>
          <Fact label="Shopper">{payment.customer_name}</Fact>
          <Fact label="Method">{PAYMENT_METHOD_LABELS[payment.payment_method]}</Fact>
          <Fact label="Payment date">
            {payment.payment_date ? formatDateTimeWib(payment.payment_date) : '—'}
          </Fact>
          <Fact label="Sent">{formatDateTimeWib(payment.created_at)}</Fact>
          <Fact label="Deadline">
            {payment.payment_deadline || payment.expires_at
              ? formatDateTimeWib((payment.payment_deadline ?? payment.expires_at)!)
              : '—'}
          </Fact>
          {payment.reviewed_at ? (
            <Fact label="Reviewed">{formatDateTimeWib(payment.reviewed_at)}</Fact>
          ) : null}
          {payment.note ? <Fact label="Reason given">“{payment.note}”</Fact> : null}
        </dl>
        {reviewable ? (
          <Group gap="sm" mt="auto">
            <Button leftSection={<IconCheck size={16} aria-hidden />} onClick={onAccept}>
              Accept
            </Button>
            <Button
              variant="outline"
              color="red.8"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onReject}
            >
              Reject
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
