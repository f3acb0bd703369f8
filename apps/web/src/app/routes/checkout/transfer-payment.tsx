import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MESSAGES, ROUTES, type OrderDetail } from '@lumbung/contracts';
import { DeadlineCountdown } from '@/components/ui/deadline-countdown';
import { useBanners } from '@/components/ui/global-banners';
import { toast } from '@/components/ui/toast';
import { ProofForm, TransferInstructions, useSubmitPayment } from '@/features/payments';

/** The success the order page shows after a proof is sent. */
export const PROOF_SENT =
  'Proof of payment sent. The store checks your transfer and then prepares your order.';

/** A bank transfer: where to send the exact amount, by when, and the proof of it. */
export function TransferPayment({ userId, order }: { userId: number; order: OrderDetail }) {
  const navigate = useNavigate();
  const banners = useBanners();
  const submit = useSubmitPayment();

  return (
    <Stack gap="lg">
      {order.payment_deadline ? (
        <DeadlineCountdown
          deadline={order.payment_deadline}
          label="Transfer within"
          expiredText="The payment deadline has passed: this order is being cancelled."
        />
      ) : null}
      {order.payment?.note ? (
        <Stack gap={4} role="note">
          <Title order={2} size="h5" c="red.9">
            The store refused your last proof
          </Title>
          <div>“{order.payment.note}” Please send a new one.</div>
        </Stack>
      ) : null}
      <section aria-labelledby="transfer-title">
        <Title order={2} size="h3" mb="sm" id="transfer-title">
          1. Transfer the exact amount
        </Title>
        <TransferInstructions transfer={order.transfer} />
      </section>
      <section aria-labelledby="proof-title">
        <Title order={2} size="h3" mb="sm" id="proof-title">
          2. Send the proof
        </Title>
        <ProofForm
          submitting={submit.isPending}
          error={submit.isError ? submit.error.message : null}
          onSubmit={({ popImage, paymentDate }) =>
            submit.mutate(
              { userId, orderId: order.order_id, popImage, paymentDate },
              {
                onSuccess: () => {
                  toast.success(MESSAGES.PAYMENT_CREATED);
                  banners.showSuccess(PROOF_SENT, { path: ROUTES.order(order.order_id) });
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
