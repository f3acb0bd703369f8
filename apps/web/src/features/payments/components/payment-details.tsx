import { Alert, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatRupiah } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { usePaymentDetails } from '../api/get-payment-details';
import { PaymentSummary } from './payment-summary';

/** Every payment attempt of one order, newest first ('Failed to fetch payment details.' on failure). */
export function PaymentDetails({ userId, orderId }: { userId: number; orderId: number }) {
  const t = useT();
  const details = usePaymentDetails(userId, orderId);
  if (details.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('checkout.paymentDetails.loading')} />
      </Center>
    );
  }
  if (details.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {details.error.message}
      </Alert>
    );
  }
  const { order, payments } = details.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{order.store_name}</Text>
        <Text fw={800}>
          {t('checkout.paymentDetails.orderTotal', { amount: formatRupiah(order.total_price) })}
        </Text>
      </Group>
      {payments.length === 0 ? <Text c="dimmed">{t('checkout.paymentDetails.none')}</Text> : null}
      {payments.map((payment, index) => (
        <Stack key={payment.payment_id} gap="xs">
          {index > 0 ? <Divider /> : null}
          <Title order={3} size="h5">
            {index === 0
              ? t('checkout.paymentDetails.latest')
              : t('checkout.paymentDetails.earlier', { number: payments.length - index })}
          </Title>
          <PaymentSummary payment={payment} />
        </Stack>
      ))}
    </Stack>
  );
}
