import { SimpleGrid, Stack, Text } from '@mantine/core';
import { CopyValue } from '@/components/ui/copy-value';
import { useT } from '@/i18n';
import type { ChargeView } from '../lib/charge-view';
import { bankLabel } from '../lib/labels';
import { PaymentField } from './payment-field';

/** A bank's virtual account: the bank and the number to pay into (copy), then how. */
function VaNumber({ charge }: { charge: ChargeView }) {
  const t = useT();
  return (
    <Stack gap="md">
      <PaymentField label={t('checkout.transfer.bank')}>
        <Text fw={800} size="lg" data-testid="va-bank">
          {t('checkout.va.bankAccount', { bank: bankLabel(charge.bank) })}
        </Text>
      </PaymentField>
      <PaymentField label={t('checkout.va.number')}>
        <CopyValue
          display={charge.va_number ?? ''}
          value={charge.va_number ?? ''}
          label={t('checkout.va.copyNumber')}
          size="xl"
          testId="va-number"
        />
      </PaymentField>
      <Text size="sm">{t('checkout.va.howTo')}</Text>
    </Stack>
  );
}

/** Mandiri's bill payment (echannel): the biller code and the bill key, each to copy, then how. */
function MandiriBill({ charge }: { charge: ChargeView }) {
  const t = useT();
  return (
    <Stack gap="md">
      <PaymentField label={t('checkout.transfer.bank')}>
        <Text fw={800} size="lg" data-testid="va-bank">
          {t('checkout.mandiri.bill')}
        </Text>
      </PaymentField>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PaymentField label={t('checkout.mandiri.billerCode')}>
          <CopyValue
            display={charge.biller_code ?? ''}
            value={charge.biller_code ?? ''}
            label={t('checkout.mandiri.copyBillerCode')}
            testId="biller-code"
          />
        </PaymentField>
        <PaymentField label={t('checkout.mandiri.billKey')}>
          <CopyValue
            display={charge.bill_key ?? ''}
            value={charge.bill_key ?? ''}
            label={t('checkout.mandiri.copyBillKey')}
            size="xl"
            testId="bill-key"
          />
        </PaymentField>
      </SimpleGrid>
      <Text size="sm">{t('checkout.mandiri.howTo')}</Text>
    </Stack>
  );
}

/** Where a bank charge is paid: a VA number, or Mandiri's biller code and bill key. */
export function VirtualAccountPanel({ charge }: { charge: ChargeView }) {
  return charge.payment_type === 'echannel' ? <MandiriBill charge={charge} /> : <VaNumber charge={charge} />;
}
