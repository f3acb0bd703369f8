import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatRupiah, type TransferInstructions as Transfer } from '@lumbung/contracts';
import { CopyValue } from '@/components/ui/copy-value';
import { useT } from '@/i18n';
import { PaymentField } from './payment-field';

/**
 * Where to send a bank transfer, and the exact amount: the order's total plus its unique code
 * (docs/architecture.md §5), which lets the store match the transfer to this order on its bank statement.
 */
export function TransferInstructions({ transfer }: { transfer: Transfer }) {
  const t = useT();
  const total = transfer.amount - transfer.unique_code;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PaymentField label={t('checkout.transfer.bank')}>
            <Text fw={800} size="lg" data-testid="transfer-bank">
              {transfer.bank_name}
            </Text>
          </PaymentField>
          <PaymentField label={t('checkout.transfer.holder')}>
            <Text fw={700} data-testid="transfer-holder">
              {transfer.account_holder}
            </Text>
          </PaymentField>
        </SimpleGrid>
        <PaymentField label={t('checkout.transfer.number')}>
          <CopyValue
            display={transfer.account_number}
            value={transfer.account_number.replace(/\D/g, '')}
            label={t('checkout.transfer.copyNumber')}
            testId="transfer-account"
          />
        </PaymentField>
        <PaymentField label={t('checkout.transfer.amount')}>
          <CopyValue
            display={formatRupiah(transfer.amount)}
            value={String(transfer.amount)}
            label={t('checkout.transfer.copyAmount')}
            size="xl"
            testId="transfer-amount"
          />
          <Text size="sm" mt={6} data-testid="unique-code-note">
            {t('checkout.transfer.uniqueCodeNote', {
              total: formatRupiah(total),
              code: formatRupiah(transfer.unique_code),
            })}
          </Text>
        </PaymentField>
      </Stack>
    </Paper>
  );
}
