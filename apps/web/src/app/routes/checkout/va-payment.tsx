import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { GatewayCharge, ROUTES, VA_BANKS, type OrderDetail, type VaBank } from '@lumbung/contracts';
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
import { useT } from '@/i18n';

/** A charge's virtual account as the panel shows it. */
function vaOf(charge: GatewayCharge): VaView {
  return {
    bank: charge.bank ?? '',
    va_number: charge.va_numbers[0]?.va_number ?? '',
    amount: charge.amount,
    expires_at: charge.expires_at,
    simulated: charge.simulated,
  };
}

/** The virtual account the checkout just opened (router state), else the order's pending one. */
function currentVa(state: unknown, order: OrderDetail): VaView | null {
  const passed = GatewayCharge.safeParse((state as { charge?: unknown } | null)?.charge);
  if (passed.success && passed.data.order_id === order.order_id) return vaOf(passed.data);
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
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const banners = useBanners();
  const create = useCreateVirtualAccount();
  const report = useReportPaymentStatus();
  const simulate = useSimulatePayment();
  const [bank, setBank] = useState<VaBank>('bca');
  // Whether the last check or simulation found the money not there yet.
  const [notYet, setNotYet] = useState(false);
  const orderRef = { userId, orderId: order.order_id };

  const va = create.data ? vaOf(create.data.charge) : currentVa(location.state, order);

  // After a reload the page knows the open account from the order, but not whether the shop runs
  // the simulator: asking for the account again answers the same one (POST /api/midtrans gives an
  // open account back rather than opening another) with that flag.
  const reread = useRef(false);
  const stateVa = GatewayCharge.safeParse((location.state as { charge?: unknown } | null)?.charge).success;
  useEffect(() => {
    if (reread.current || stateVa || !va || create.data) return;
    const bank = VA_BANKS.find((b) => b === order.payment?.va_bank);
    if (!bank) return;
    reread.current = true;
    create.mutate({ ...orderRef, bank });
  });

  const followUp = (next: OrderDetail) => {
    if (next.status === 'AWAITING_PAYMENT') {
      setNotYet(true);
      return;
    }
    toast.success(t('checkout.va.received'));
    banners.showSuccess(t('checkout.va.received'), { path: ROUTES.order(next.order_id) });
    void navigate(ROUTES.order(next.order_id));
  };

  if (!va) {
    return (
      <Stack gap="md">
        <Text>{t('checkout.va.chooseBank')}</Text>
        <Select
          label={t('checkout.transfer.bank')}
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
          {t('checkout.va.getNumber')}
        </Button>
      </Stack>
    );
  }

  const error = report.isError ? report.error.message : simulate.isError ? simulate.error.message : null;
  return (
    <Stack gap="lg">
      <DeadlineCountdown
        deadline={va.expires_at}
        label={t('checkout.deadline.payWithin')}
        expiredText={t('checkout.va.expired')}
      />
      <VirtualAccountPanel
        va={va}
        checking={report.isPending}
        simulating={simulate.isPending}
        notice={notYet ? t('checkout.va.notYet') : null}
        error={error}
        onPaid={() => {
          setNotYet(false);
          simulate.reset();
          report.mutate({ ...orderRef, outcome: 'success' }, { onSuccess: followUp });
        }}
        onSimulate={() => {
          setNotYet(false);
          report.reset();
          simulate.mutate(orderRef, { onSuccess: followUp });
        }}
      />
    </Stack>
  );
}
