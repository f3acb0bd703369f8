import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ROUTES, type OrderDetail } from '@lumbung/contracts';
import { DeadlineCountdown } from '@/components/ui/deadline-countdown';
import { useBanners } from '@/components/ui/global-banners';
import { toast } from '@/components/ui/toast';
import { ProofForm, TransferInstructions, useSubmitPayment } from '@/features/payments';
import { useT } from '@/i18n';

/** A bank transfer: where to send the exact amount, by when, and the proof of it. */
export function TransferPayment({ userId, order }: { userId: number; order: OrderDetail }) {
  const t = useT();
  const navigate = useNavigate();
  const banners = useBanners();
  const submit = useSubmitPayment();

  return (
    <Stack gap="lg">
      {order.payment_deadline ? (
        <DeadlineCountdown
          deadline={order.payment_deadline}
          label={t('checkout.deadline.transferWithin')}
          expiredText={t('checkout.deadline.passed')}
        />
      ) : null}
      {order.payment?.note ? (
        <Stack gap={4} role="note">
          <Title order={2} size="h5" c="red.9">
            {t('checkout.transfer.refusedTitle')}
          </Title>
          <div>{t('checkout.transfer.refusedBody', { note: order.payment.note })}</div>
        </Stack>
      ) : null}
      <section aria-labelledby="transfer-title">
        <Title order={2} size="h3" mb="sm" id="transfer-title">
          {t('checkout.transfer.step1')}
        </Title>
        <TransferInstructions transfer={order.transfer} />
      </section>
      <section aria-labelledby="proof-title">
        <Title order={2} size="h3" mb="sm" id="proof-title">
          {t('checkout.transfer.step2')}
        </Title>
        <ProofForm
          submitting={submit.isPending}
          error={submit.isError ? submit.error.message : null}
          onSubmit={({ popImage, paymentDate }) =>
            submit.mutate(
              { userId, orderId: order.order_id, popImage, paymentDate },
              {
                onSuccess: () => {
                  toast.success(t('checkout.toast.paymentCreated'));
                  banners.showSuccess(t('checkout.transfer.proofSent'), {
                    path: ROUTES.order(order.order_id),
                  });
                  void navigate(ROUTES.order(order.order_id));
                },
              },
            )
          }
        />
      </section>
    </Stack>
  );
}
