import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES, type Address, type OrderDetail, type ShippingMethod } from '@lumbung/contracts';
import { DeadlineCountdown, useNow } from '@/components/ui/deadline-countdown';
import { toast } from '@/components/ui/toast';
import { NewAddressForm, useAddresses } from '@/features/addresses';
import {
  AddressSection,
  chargeRequestOf,
  choiceOfCharge,
  PayBar,
  PaymentChoiceField,
  ShippingMethods,
  ShippingVoucher,
  useRedeemShippingVoucher,
  useSetOrderAddress,
  useSetShippingMethod,
  type PaymentChoice,
} from '@/features/checkout';
import { userDetailsQueryKey } from '@/features/location';
import { OrderItems, OrderTotals } from '@/features/orders';
import { gatewayTypeOf, paidMeanwhile, useCreateCharge } from '@/features/payments';
import { useT } from '@/i18n';
import { orderKeys } from '@/lib/order-cache';
import { pageMethodOf, paymentPath } from './payment-path';

type CheckoutFormProps = { userId: number; order: OrderDetail };

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The order has a gateway charge waiting for its money (a VA, a QR code...): paying goes on there. */
function hasLiveCharge(order: OrderDetail): boolean {
  return gatewayTypeOf(order.payment) !== null && order.payment?.payment_status === 'PENDING';
}

/** The method shown first: the open charge's, else a bank transfer (as before the gateway's methods). */
function firstChoice(order: OrderDetail): PaymentChoice {
  const open = hasLiveCharge(order)
    ? choiceOfCharge(gatewayTypeOf(order.payment), order.payment?.va_bank ?? null)
    : null;
  return open ?? { method: 'transfer' };
}

/** The checkout of an order waiting for payment; every change takes the order its answer carries. */
export function CheckoutForm({ userId, order }: CheckoutFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderRef = { userId, orderId: order.order_id };
  const addresses = useAddresses(userId);
  const setAddress = useSetOrderAddress();
  const setMethod = useSetShippingMethod();
  const redeem = useRedeemShippingVoucher();
  const createCharge = useCreateCharge();
  const [addressCleared, setAddressCleared] = useState(false);
  const [choice, setChoice] = useState<PaymentChoice>(() => firstChoice(order));
  const editable = order.actions.change_shipping;

  const chooseAddress = (addressId: number) => {
    setAddress.mutate(
      { ...orderRef, addressId },
      {
        onSuccess: () => setAddressCleared(false),
        // docs/product.md §4: a failed address update clears the selected address.
        onError: () => setAddressCleared(true),
      },
    );
  };

  // The default address goes on an order that has none, once (docs/product.md: preselected).
  const autoChosen = useRef(false);
  useEffect(() => {
    if (autoChosen.current || order.address !== null || !editable || !addresses.data) return;
    const preferred = addresses.data.find((a) => a.is_default) ?? addresses.data[0];
    if (!preferred) return;
    autoChosen.current = true;
    setAddress.mutate(
      { ...orderRef, addressId: preferred.address_id },
      { onSuccess: () => setAddressCleared(false), onError: () => setAddressCleared(true) },
    );
  });

  const chooseMethod = (method: ShippingMethod) => setMethod.mutate({ ...orderRef, method });
  const applyVoucher = (userVoucherId: number) =>
    redeem.mutate(
      { ...orderRef, userVoucherId },
      { onSuccess: () => toast.success(t('checkout.toast.voucherApplied')) },
    );
  const onAdded = (address: Address) => {
    // A first or new address may move the shopper's nearest store (the location lookup).
    void queryClient.invalidateQueries({ queryKey: userDetailsQueryKey(userId) });
    autoChosen.current = true;
    chooseAddress(address.address_id);
  };

  const selectedAddressId = setAddress.isPending
    ? (setAddress.variables?.addressId ?? null)
    : addressCleared
      ? null
      : (order.address?.address_id ?? null);
  const now = useNow(5000);
  const deadlinePassed = order.payment_deadline !== null && Date.parse(order.payment_deadline) <= now;
  // On a phone the pay bar follows the whole page (sticky at the bottom); on a desktop it sits
  // under the summary, which stays in view beside the form.
  const desktop = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const missing =
    selectedAddressId === null || order.address === null
      ? t('checkout.form.missingAddress')
      : order.shipping_method === null
        ? t('checkout.form.missingShipping')
        : deadlinePassed
          ? t('checkout.form.deadlinePassed')
          : null;
  const busy = setAddress.isPending || setMethod.isPending || redeem.isPending;

  const pay = () => {
    if (missing || busy) return;
    const live = hasLiveCharge(order) ? order.payment : null;
    if (live) {
      void navigate(paymentPath(order.order_id, pageMethodOf(live.payment_method)));
    } else if (choice.method === 'transfer') {
      void navigate(paymentPath(order.order_id, 'transfer'));
    } else {
      createCharge.mutate(
        { ...orderRef, ...chargeRequestOf(choice) },
        {
          onSuccess: ({ charge }) =>
            void navigate(paymentPath(order.order_id, choice.method), { state: { charge } }),
          onError: (error) => {
            if (!paidMeanwhile(error)) return toast.error(error.message);
            // Paid meanwhile (an earlier charge's money came): the order page says so.
            toast.success(t('checkout.charge.paidMeanwhile'));
            void queryClient.invalidateQueries({ queryKey: orderKeys.all(userId) });
            void navigate(ROUTES.order(order.order_id));
          },
        },
      );
    }
  };

  const payBar = (
    <PayBar
      total={order.total_price}
      missing={missing}
      pending={createCharge.isPending}
      label={hasLiveCharge(order) ? t('checkout.form.continueToPayment') : t('checkout.action.payNow')}
      onPay={pay}
    />
  );

  return (
    <div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {order.payment_deadline ? (
              <DeadlineCountdown
                deadline={order.payment_deadline}
                label={t('checkout.deadline.payWithin')}
                expiredText={t('checkout.deadline.passed')}
              />
            ) : null}
            {!editable ? (
              <Alert color="blue" variant="light" role="note">
                {t('checkout.form.shippingLocked')}
              </Alert>
            ) : null}
            <Block title={t('checkout.form.address')} testId="address-section">
              <AddressSection
                addresses={addresses}
                selectedId={selectedAddressId}
                pendingId={setAddress.isPending ? (setAddress.variables?.addressId ?? null) : null}
                failure={setAddress.isError ? setAddress.error.message : null}
                editable={editable}
                onSelect={chooseAddress}
                onAdded={onAdded}
                addForm={(form) => (
                  <NewAddressForm userId={userId} submitLabel={t('checkout.form.saveAndDeliver')} {...form} />
                )}
              />
            </Block>
            <Block title={t('checkout.form.shippingMethod')} testId="shipping-section">
              <ShippingMethods
                distanceKm={selectedAddressId === null ? null : order.distance_km}
                selected={setMethod.isPending ? (setMethod.variables?.method ?? null) : order.shipping_method}
                pending={setMethod.isPending ? (setMethod.variables?.method ?? null) : null}
                failure={setMethod.isError ? setMethod.error.message : null}
                editable={editable && !setAddress.isPending}
                onSelect={chooseMethod}
              />
            </Block>
            <Block title={t('checkout.form.shippingVoucher')} testId="voucher-section">
              <ShippingVoucher
                userId={userId}
                applied={order.shipping_voucher}
                hasShipping={order.shipping_method !== null}
                editable={editable}
                pending={redeem.isPending}
                failure={redeem.isError ? redeem.error.message : null}
                onApply={applyVoucher}
              />
            </Block>
            <Block title={t('checkout.form.payment')} testId="payment-section">
              <PaymentChoiceField
                value={choice}
                onChange={setChoice}
                disabled={hasLiveCharge(order) || createCharge.isPending}
              />
              {hasLiveCharge(order) ? (
                <Text size="sm" mt="xs" c="dimmed">
                  {t('checkout.form.liveVa')}
                </Text>
              ) : null}
              {createCharge.isError && !paidMeanwhile(createCharge.error) ? (
                <Alert role="alert" color="red" variant="light" mt="sm">
                  {createCharge.error.message}
                </Alert>
              ) : null}
            </Block>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg" style={desktop ? { position: 'sticky', top: 110 } : undefined}>
            <Block title={t('checkout.form.yourOrder')} testId="summary-section">
              <Text size="sm" c="dimmed" mb="xs">
                {t('checkout.form.fromStore', { store: order.store_name })}
              </Text>
              <OrderItems items={order.items} />
              <Paper bg="var(--mantine-color-gray-0)" radius="md" p="md" mt="sm">
                <OrderTotals order={order} />
              </Paper>
            </Block>
            {desktop ? payBar : null}
          </Stack>
        </Grid.Col>
      </Grid>
      {desktop ? null : payBar}
    </div>
  );
}
