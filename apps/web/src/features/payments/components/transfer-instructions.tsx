import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatRupiah, type TransferInstructions as Transfer } from '@lumbung/contracts';
import { CopyValue } from '@/components/ui/copy-value';
import { PaymentField } from './payment-field';

/**
 * Where to send a bank transfer, and the exact amount: the order's total plus its unique code
 * (docs/architecture.md §5), which lets the store match the transfer to this order on its bank statement.
 */
export function TransferInstructions({ transfer }: { transfer: Transfer }) {
  const total = transfer.amount - transfer.unique_code;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PaymentField label="Bank">
            <Text fw={800} size="lg" data-testid="transfer-bank">
              {transfer.bank_name}
            </Text>
          </PaymentField>
          <PaymentField label="Account holder">
            <Text fw={700} data-testid="transfer-holder">
              {transfer.account_holder}
            </Text>
          </PaymentField>
        </SimpleGrid>
        <PaymentField label="Account number">
          <CopyValue
            display={transfer.account_number}
            value={transfer.account_number.replace(/\D/g, '')}
            label="Copy account number"
            testId="transfer-account"
          />
        </PaymentField>
        <PaymentField label="Amount to transfer, exactly">
          <CopyValue
            display={formatRupiah(transfer.amount)}
            value={String(transfer.amount)}
            label="Copy amount"
            size="xl"
            testId="transfer-amount"
          />
          <Text size="sm" mt={6} data-testid="unique-code-note">
            That is your order total of {formatRupiah(total)} plus {formatRupiah(transfer.unique_code)}, this
            order&apos;s unique code. Please transfer the exact amount, last digits included: they tell the
            store which transfer on its bank statement is yours, so your payment is confirmed sooner.
          </Text>
        </PaymentField>
      </Stack>
    </Paper>
  );
}
