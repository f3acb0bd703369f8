import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { VA_BANKS, VirtualAccount, ROUTES, type OrderDetail, type VaBank } from '@lumbung/contracts';
import { DeadlineCountdown } from '@/components/ui/deadline-countdown';
import { useBanners } from '@/components/ui/global-banners';
import { toast } from '@/components/ui/toast';
import { VA_BANK_LABELS } from '@/features/checkout';
import {
  useCreateVirtualAccount,
  useReportPaymentStatus,
  useSimulatePayment,
  VirtualAccountPanel,
  type VaView,
} from '@/features/payments';

/** The success the order page shows once the bank has reported the money. */
export const VA_PAID = 'Payment received. The store is preparing your order.';
/** Said when the gateway has not seen the money yet. */
export const VA_NOT_YET =
  'Your bank has not reported the payment yet. It usually arrives within a few minutes: try again shortly.';

/** The virtual account the checkout just opened (router state), else the order's pending one. */
function currentVa(state: unknown, order: OrderDetail): VaView | null {
  const passed = VirtualAccount.safeParse((state as { va?: unknown } | null)?.va);
  if (passed.success && passed.data.order_id === order.order_id) return passed.data;
  const payment = order.payment;
  if (
    payment?.payment_method === 'VIRTUAL_ACCOUNT' &&
    payment.payment_status === 'PENDING' &&
    payment.va_number &&
    payment.expires_at
  ) {
    // The simulator flag comes only with the answer that opened the account.
    return {
      bank: payment.va_bank ?? '',
      va_number: payment.va_number,
      amount: payment.amount,
      expires_at: payment.expires_at,
      simulated: false,
    };
  }
  return null;
}

/** A virtual account: its number and amount, "I have paid", and the simulator's button in a demo. */
export function VaPayment({ userId, order }: { userId: number; order: OrderDetail }) {
  const location = useLocation();
  const navigate = useNavigate();
  const banners = useBanners();
  const create = useCreateVirtualAccount();
  const report = useReportPaymentStatus();
  const simulate = useSimulatePayment();
  const [bank, setBank] = useState<VaBank>('bca');
  const [notice, setNotice] = useState<string | null>(null);
  const orderRef = { userId, orderId: order.order_id };

  const va = create.data?.va ?? currentVa(location.state, order);

  // After a reload the page knows the open account from the order, but not whether the shop runs
  // the simulator: asking for the account again answers the same one (POST /api/midtrans gives an
  // open account back rather than opening another) with that flag.
  const reread = useRef(false);
  const stateVa = VirtualAccount.safeParse((location.state as { va?: unknown } | null)?.va).success;
  useEffect(() => {
    if (reread.current || stateVa || !va || create.data) return;
    const bank = VA_BANKS.find((b) => b === order.payment?.va_bank);
    if (!bank) return;
    reread.current = true;
    create.mutate({ ...orderRef, bank });
  });

  const followUp = (next: OrderDetail) => {
    if (next.status === 'AWAITING_PAYMENT') {
      setNotice(VA_NOT_YET);
      return;
    }
    toast.success(VA_PAID);
    banners.showSuccess(VA_PAID, { path: ROUTES.order(next.order_id) });
    void navigate(ROUTES.order(next.order_id));
  };

  if (!va) {
    return (
      <Stack gap="md">
        <Text>Choose your bank to get a virtual account number for this order.</Text>
        <Select
          label="Bank"
          data={VA_BANKS.map((b) => ({ value: b, label: VA_BANK_LABELS[b] }))}
          value={bank}
          allowDeselect={false}
          onChange={(next) => {
            if (next) setBank(next as VaBank);
          }}
          maw={320}
        />
        {create.isError ? (
          <Alert role="alert" color="red" variant="light">
            {create.error.message}
          </Alert>
        ) : null}
        <Button
          size="lg"
          radius="xl"
          loading={create.isPending}
          onClick={() => create.mutate({ ...orderRef, bank })}
        >
          Get my virtual account number
        </Button>
      </Stack>
    );
  }

  const error = report.isError ? report.error.message : simulate.isError ? simulate.error.message : null;
  return (
    <Stack gap="lg">
      <DeadlineCountdown
        deadline={va.expires_at}
        label="Pay within"
        expiredText="This virtual account has expired: the order is being cancelled."
      />
      <VirtualAccountPanel
        va={va}
        checking={report.isPending}
        simulating={simulate.isPending}
        notice={notice}
        error={error}
        onPaid={() => {
          setNotice(null);
          simulate.reset();
          report.mutate({ ...orderRef, outcome: 'success' }, { onSuccess: followUp });
        }}
        onSimulate={() => {
          setNotice(null);
          report.reset();
          simulate.mutate(orderRef, { onSuccess: followUp });
        }}
      />
    </Stack>
  );
}
