import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { formatRupiah, type OrderDetail } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { useShippingVouchers } from '../api/get-shipping-vouchers';
import { shippingVoucherText } from '../lib/choices';

type ShippingVoucherProps = {
  userId: number;
  applied: OrderDetail['shipping_voucher'];
  /** A voucher goes on the shipping price: it needs a method first. */
  hasShipping: boolean;
  editable: boolean;
  pending: boolean;
  failure: string | null;
  onApply: (userVoucherId: number) => void;
};

/** The shopper's shipping vouchers and an Apply button; the one applied, once it is. */
export function ShippingVoucher({
  userId,
  applied,
  hasShipping,
  editable,
  pending,
  failure,
  onApply,
}: ShippingVoucherProps) {
  const t = useT();
  const vouchers = useShippingVouchers(userId, editable && applied === null);
  const [chosen, setChosen] = useState<string | null>(null);

  if (applied) {
    return (
      <Group gap="xs" data-testid="applied-shipping-voucher">
        <IconTicket size={18} aria-hidden color="var(--mantine-color-leaf-8)" />
        <Text fw={700}>{applied.redeem_code}</Text>
        <Text c="leaf.8" fw={600}>
          {t('checkout.voucher.applied', { amount: formatRupiah(applied.applied_amount) })}
        </Text>
      </Group>
    );
  }
  if (!editable) return <Text c="dimmed">{t('checkout.voucher.noneUsed')}</Text>;
  if (vouchers.isError) {
    return (
      <Alert role="alert" color="red" variant="light">
        {vouchers.error.message}
      </Alert>
    );
  }
  const list = vouchers.data ?? [];
  if (!vouchers.isPending && list.length === 0) {
    return <Text c="dimmed">{t('checkout.voucher.noneAvailable')}</Text>;
  }
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label={t('checkout.form.shippingVoucher')}
          placeholder={vouchers.isPending ? t('checkout.voucher.loading') : t('checkout.voucher.select')}
          disabled={vouchers.isPending || !hasShipping}
          data={list.map((v) => ({
            value: String(v.user_voucher_id),
            label: `${v.redeem_code} · ${shippingVoucherText(v)}`,
          }))}
          value={chosen}
          onChange={setChosen}
          style={{ flex: 1, minWidth: 0 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          variant="light"
          loading={pending}
          disabled={!hasShipping}
          onClick={() => {
            // Apply without a choice does nothing (docs/product.md §5, as in the cart).
            if (chosen !== null) onApply(Number(chosen));
          }}
        >
          {t('checkout.voucher.apply')}
        </Button>
      </Group>
      {!hasShipping ? (
        <Text size="sm" c="dimmed">
          {t('checkout.voucher.needsMethod')}
        </Text>
      ) : null}
      {failure ? (
        <Alert role="alert" color="red" variant="light">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
