import type { ReactNode } from 'react';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconFlask, IconRefresh } from '@tabler/icons-react';
import { formatRupiah } from '@lumbung/contracts';
import { useNow } from '@/components/ui/deadline-countdown';
import { CopyValue } from '@/components/ui/copy-value';
import { useT } from '@/i18n';
import { secondsLeft } from '@/lib/dates';
import { isBankCharge, type ChargeView } from '../lib/charge-view';
import { PAYMENT_TYPE_LABELS } from '../lib/labels';
import { ChargeCountdown } from './charge-countdown';
import { PaymentField } from './payment-field';
import { QrPayment } from './qr-payment';
import { VirtualAccountPanel } from './virtual-account-panel';
import classes from './charge.module.css';

type ChargePanelProps = {
  charge: ChargeView;
  /** The order still waits for payment (its own deadline has not passed): a lapsed charge can be renewed. */
  orderOpen: boolean;
  checking: boolean;
  simulating: boolean;
  /** A new charge is being asked for ("Charge again"). */
  charging: boolean;
  /** What the last check or simulation said, when it did not pay the order. */
  notice: string | null;
  error: string | null;
  onPaid: () => void;
  onSimulate: () => void;
  onChargeAgain: () => void;
  /** "Change method" and its choices, under the charge. */
  footer?: ReactNode;
};

/**
 * One gateway charge: what to pay into (a VA number, Mandiri's bill, a QR code or the wallet's app),
 * the amount, and how long the charge lasts, ticking. Once it lapses, "Charge again" asks for a new
 * one while the order's deadline holds; the simulator's button stays for a demo shop.
 */
export function ChargePanel(props: ChargePanelProps) {
  const { charge, orderOpen, checking, simulating, charging, notice, error } = props;
  const t = useT();
  const left = secondsLeft(charge.expires_at, useNow());
  const lapsed = left === 0;
  const bank = isBankCharge(charge.payment_type);
  const busy = checking || simulating || charging;

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="charge-panel">
        <Stack gap="md">
          <div className={classes.head}>
            <Text fw={800} size="lg" component="h2">
              {t(PAYMENT_TYPE_LABELS[charge.payment_type])}
            </Text>
            {lapsed ? null : <ChargeCountdown secondsLeft={left} />}
          </div>
          {lapsed ? null : bank ? <VirtualAccountPanel charge={charge} /> : <QrPayment charge={charge} />}
          <PaymentField label={t('checkout.paymentSummary.amount')}>
            <CopyValue
              display={formatRupiah(charge.amount)}
              value={String(charge.amount)}
              label={t('checkout.transfer.copyAmount')}
              testId={bank ? 'va-amount' : 'charge-amount'}
            />
          </PaymentField>
        </Stack>
      </Paper>
      {lapsed ? (
        <Alert role="status" color="orange" variant="light" data-testid="charge-lapsed">
          <Text fw={700}>{t('checkout.charge.lapsed')}</Text>
          <Text size="sm">{orderOpen ? t('checkout.charge.lapsedHint') : t('checkout.deadline.passed')}</Text>
        </Alert>
      ) : null}
      {notice ? (
        <Alert role="status" color="blue" variant="light">
          {notice}
        </Alert>
      ) : null}
      {error ? (
        <Alert role="alert" color="red" variant="light">
          {error}
        </Alert>
      ) : null}
      {lapsed ? (
        orderOpen ? (
          <Button
            size="lg"
            radius="xl"
            fullWidth
            leftSection={<IconRefresh size={20} aria-hidden />}
            loading={charging}
            onClick={props.onChargeAgain}
          >
            {t('checkout.charge.again')}
          </Button>
        ) : null
      ) : (
        <Button
          size="lg"
          radius="xl"
          fullWidth
          loading={checking}
          disabled={busy && !checking}
          onClick={props.onPaid}
        >
          {t('checkout.va.paid')}
        </Button>
      )}
      {charge.simulated && !lapsed ? (
        <Paper radius="md" p="md" bg="var(--mantine-color-gray-0)" withBorder>
          <Text size="sm" mb="xs">
            {t(bank ? 'checkout.va.simulatorNote' : 'checkout.charge.simulatorNote')}
          </Text>
          <Button
            variant="default"
            leftSection={<IconFlask size={18} aria-hidden />}
            loading={simulating}
            disabled={busy && !simulating}
            onClick={props.onSimulate}
          >
            {t('checkout.va.simulate')}
          </Button>
        </Paper>
      ) : null}
      {props.footer}
    </Stack>
  );
}
