import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { GatewayCharge, ROUTES, type OrderDetail } from '@lumbung/contracts';
import { DeadlineCountdown, useNow } from '@/components/ui/deadline-countdown';
import { useBanners } from '@/components/ui/global-banners';
import { toast } from '@/components/ui/toast';
import {
  chargeRequestOf,
  choiceOfCharge,
  PaymentChoiceField,
  type GatewayChoice,
  type PaymentChoice,
} from '@/features/checkout';
import {
  ChargePanel,
  chargeViewOf,
  chargeViewOfPayment,
  paidMeanwhile,
  useCreateCharge,
  useReportPaymentStatus,
  useSimulatePayment,
  type ChargeView,
} from '@/features/payments';
import { useT } from '@/i18n';
import { secondsLeft } from '@/lib/dates';
import { orderKeys } from '@/lib/order-cache';
import { pageMethodOfType, paymentPath, type GatewayPageMethod } from './payment-path';

type GatewayPaymentProps = { userId: number; order: OrderDetail; method: GatewayPageMethod };

/** The charge the checkout just opened (router state), when it is this order's. */
function passedCharge(state: unknown, orderId: number): GatewayCharge | null {
  const passed = GatewayCharge.safeParse((state as { charge?: unknown } | null)?.charge);
  return passed.success && passed.data.order_id === orderId ? passed.data : null;
}

function firstChoice(method: GatewayPageMethod, charge: ChargeView | null): GatewayChoice {
  const open = charge ? choiceOfCharge(charge.payment_type, charge.bank) : null;
  if (open) return open;
  return method === 'va' ? { method: 'va', bank: 'bca' } : { method };
}

/**
 * Paying through the gateway: the open charge (VA, Mandiri bill, QR code or wallet app), "I have
 * paid", a new charge once it lapses (the order's deadline holds), another method (the server
 * cancels the open charge first), and the simulator's button in a demo.
 */
export function GatewayPayment({ userId, order, method }: GatewayPaymentProps) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const banners = useBanners();
  const create = useCreateCharge();
  const report = useReportPaymentStatus();
  const simulate = useSimulatePayment();
  const now = useNow();
  // Whether the last check or simulation found the money not there yet.
  const [notYet, setNotYet] = useState(false);
  const [changing, setChanging] = useState(false);
  // A failed re-read (below) is not the shopper's request: its error is not shown.
  const [asked, setAsked] = useState(false);
  const orderRef = { userId, orderId: order.order_id };

  const passed = passedCharge(location.state, order.order_id);
  const created = create.data?.charge.order_id === order.order_id ? create.data.charge : null;
  const open = created ?? passed;
  const charge = open ? chargeViewOf(open) : chargeViewOfPayment(order.payment);
  const [choice, setChoice] = useState<GatewayChoice>(() => firstChoice(method, charge));
  const orderOpen = order.payment_deadline === null || secondsLeft(order.payment_deadline, now) > 0;

  // After a reload the page knows the open charge from the order, but not whether the shop runs the
  // simulator: asking for the same charge again answers the open one (not another) with that flag.
  // A lapsed charge is not asked for: a new one is the shopper's call ("Charge again").
  const reread = useRef(false);
  useEffect(() => {
    if (reread.current || open || !charge || secondsLeft(charge.expires_at, Date.now()) === 0) return;
    const same = choiceOfCharge(charge.payment_type, charge.bank);
    if (!same) return;
    reread.current = true;
    create.mutate({ ...orderRef, ...chargeRequestOf(same) });
  });

  // The address names the method of the charge shown (another tab or a method change may have moved
  // it), so a reload or the back link comes back to the same page; the charge rides along in state.
  const shown = charge ? pageMethodOfType(charge.payment_type) : null;
  useEffect(() => {
    if (!shown || shown === method) return;
    void navigate(paymentPath(order.order_id, shown), {
      replace: true,
      state: open ? { charge: open } : location.state,
    });
  }, [shown, method, open, order.order_id, navigate, location.state]);

  // The choices replace the button that opened them: the keyboard goes on from their title.
  const changeTitle = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (changing) changeTitle.current?.focus();
  }, [changing]);

  const showPaid = (text: string, orderId: number) => {
    toast.success(text);
    banners.showSuccess(text, { path: ROUTES.order(orderId) });
    void navigate(ROUTES.order(orderId));
  };

  const followUp = (next: OrderDetail) => {
    if (next.status === 'AWAITING_PAYMENT') setNotYet(true);
    else showPaid(t('checkout.va.received'), next.order_id);
  };

  const askCharge = (next: GatewayChoice) => {
    setNotYet(false);
    setAsked(true);
    report.reset();
    simulate.reset();
    create.mutate(
      { ...orderRef, ...chargeRequestOf(next) },
      {
        onSuccess: () => setChanging(false),
        onError: (error) => {
          if (!paidMeanwhile(error)) return;
          // The money came while the shopper was choosing: the order is paid, nothing new was opened.
          void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
          showPaid(t('checkout.charge.paidMeanwhile'), order.order_id);
        },
      },
    );
  };

  const createError = asked && create.isError && !paidMeanwhile(create.error) ? create.error.message : null;
  const chooser = (
    <PaymentChoiceField
      value={choice}
      onChange={(next: PaymentChoice) => {
        if (next.method !== 'transfer') setChoice(next);
      }}
      disabled={create.isPending}
      gatewayOnly
    />
  );
  const deadline = order.payment_deadline ? (
    <DeadlineCountdown
      deadline={order.payment_deadline}
      label={t('checkout.deadline.payWithin')}
      expiredText={t('checkout.deadline.passed')}
    />
  ) : null;

  if (!charge) {
    return (
      <Stack gap="md">
        {deadline}
        <Text>{t(choice.method === 'va' ? 'checkout.va.chooseBank' : 'checkout.charge.choose')}</Text>
        {chooser}
        {createError ? (
          <Alert role="alert" color="red" variant="light">
            {createError}
          </Alert>
        ) : null}
        <Button size="lg" radius="xl" loading={create.isPending} onClick={() => askCharge(choice)}>
          {choice.method === 'va' ? t('checkout.va.getNumber') : t('checkout.charge.start')}
        </Button>
      </Stack>
    );
  }

  const footer = changing ? (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('checkout.charge.changeTitle')}>
      <Stack gap="sm">
        <Text fw={700} ref={changeTitle} tabIndex={-1}>
          {t('checkout.charge.changeTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('checkout.charge.changeHint')}
        </Text>
        {chooser}
        <Group gap="sm">
          <Button radius="xl" loading={create.isPending} onClick={() => askCharge(choice)}>
            {t('checkout.charge.useMethod')}
          </Button>
          <Button
            variant="default"
            radius="xl"
            disabled={create.isPending}
            onClick={() => setChanging(false)}
          >
            {t('checkout.charge.keep')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  ) : orderOpen ? (
    <Button
      variant="subtle"
      leftSection={<IconArrowsExchange size={18} aria-hidden />}
      onClick={() => setChanging(true)}
    >
      {t('checkout.charge.change')}
    </Button>
  ) : null;

  const error = report.isError
    ? report.error.message
    : simulate.isError
      ? simulate.error.message
      : createError;
  return (
    <Stack gap="lg">
      {deadline}
      <ChargePanel
        charge={charge}
        orderOpen={orderOpen}
        checking={report.isPending}
        simulating={simulate.isPending}
        charging={create.isPending}
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
        onChargeAgain={() => {
          const same = choiceOfCharge(charge.payment_type, charge.bank);
          askCharge(same ?? choice);
        }}
        footer={footer}
      />
    </Stack>
  );
}
