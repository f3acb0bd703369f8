import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { formatRupiah } from '@lumbung/contracts';
import { CopyValue } from '@/components/ui/copy-value';
import { useT } from '@/i18n';
import { PaymentField } from './payment-field';
import { bankLabel } from '../lib/labels';

export type VaView = {
  bank: string;
  va_number: string;
  amount: number;
  expires_at: string;
  /** The shop runs the built-in payment simulator (no real bank behind the number). */
  simulated: boolean;
};

type VirtualAccountPanelProps = {
  va: VaView;
  checking: boolean;
  simulating: boolean;
  /** What the last check or simulation said, when it did not pay the order. */
  notice: string | null;
  error: string | null;
  onPaid: () => void;
  onSimulate: () => void;
};

/** The virtual account to pay into: bank, number (copy), amount, and "I have paid". */
export function VirtualAccountPanel({
  va,
  checking,
  simulating,
  notice,
  error,
  onPaid,
  onSimulate,
}: VirtualAccountPanelProps) {
  const t = useT();
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PaymentField label={t('checkout.transfer.bank')}>
              <Text fw={800} size="lg" data-testid="va-bank">
                {t('checkout.va.bankAccount', { bank: bankLabel(va.bank) })}
              </Text>
            </PaymentField>
            <PaymentField label={t('checkout.paymentSummary.amount')}>
              <CopyValue
                display={formatRupiah(va.amount)}
                value={String(va.amount)}
                label={t('checkout.transfer.copyAmount')}
                testId="va-amount"
              />
            </PaymentField>
          </SimpleGrid>
          <PaymentField label={t('checkout.va.number')}>
            <CopyValue
              display={va.va_number}
              value={va.va_number}
              label={t('checkout.va.copyNumber')}
              size="xl"
              testId="va-number"
            />
          </PaymentField>
          <Text size="sm">{t('checkout.va.howTo')}</Text>
        </Stack>
      </Paper>
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
      <Button size="lg" radius="xl" fullWidth loading={checking} disabled={simulating} onClick={onPaid}>
        {t('checkout.va.paid')}
      </Button>
      {va.simulated ? (
        <Paper radius="md" p="md" bg="var(--mantine-color-gray-0)" withBorder>
          <Text size="sm" mb="xs">
            {t('checkout.va.simulatorNote')}
          </Text>
          <Button
            variant="default"
            leftSection={<IconFlask size={18} aria-hidden />}
            loading={simulating}
            disabled={checking}
            onClick={onSimulate}
          >
            {t('checkout.va.simulate')}
          </Button>
        </Paper>
      ) : null}
    </Stack>
  );
}
