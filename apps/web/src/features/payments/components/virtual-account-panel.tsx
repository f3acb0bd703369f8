import { Alert, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { formatRupiah } from '@lumbung/contracts';
import { CopyValue } from '@/components/ui/copy-value';
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
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PaymentField label="Bank">
              <Text fw={800} size="lg" data-testid="va-bank">
                {bankLabel(va.bank)} virtual account
              </Text>
            </PaymentField>
            <PaymentField label="Amount">
              <CopyValue
                display={formatRupiah(va.amount)}
                value={String(va.amount)}
                label="Copy amount"
                testId="va-amount"
              />
            </PaymentField>
          </SimpleGrid>
          <PaymentField label="Virtual account number">
            <CopyValue
              display={va.va_number}
              value={va.va_number}
              label="Copy virtual account number"
              size="xl"
              testId="va-number"
            />
          </PaymentField>
          <Text size="sm">
            Pay this number from your bank&apos;s app, ATM or internet banking, choosing &quot;virtual
            account&quot;. The bank tells us as soon as the money arrives.
          </Text>
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
        I have paid
      </Button>
      {va.simulated ? (
        <Paper radius="md" p="md" bg="var(--mantine-color-gray-0)" withBorder>
          <Text size="sm" mb="xs">
            This shop runs the payment simulator: no bank is behind this number. Simulate the bank&apos;s
            payment to see what happens next.
          </Text>
          <Button
            variant="default"
            leftSection={<IconFlask size={18} aria-hidden />}
            loading={simulating}
            disabled={checking}
            onClick={onSimulate}
          >
            Simulate payment
          </Button>
        </Paper>
      ) : null}
    </Stack>
  );
}
