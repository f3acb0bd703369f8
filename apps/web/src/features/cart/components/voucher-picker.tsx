import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { formatRupiah, type CartData, type CartItem, type CartVoucher } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { useCartVouchers } from '../api/get-cart-vouchers';
import { useRedeemCartVoucher, useRedeemProductVoucher } from '../api/redeem-voucher';
import {
  canTakeProductVoucher,
  canUseVoucher,
  isSelectDiscountDisabled,
  voucherOfCode,
  voucherShortfall,
} from '../lib/cart-state';
import { voucherDiscountText, voucherKindLabel } from '../lib/voucher-text';
import classes from './cart-drawer.module.css';

/** Pick-item mode: which lines a product voucher may go on, and what a pick does. */
export type PickMode = { canPick: (item: CartItem) => boolean; onPick: (cartItemId: number) => void } | null;

const PICKER_ID = 'cart-voucher-picker';

/** The option's text: redeem code, kind label and discount text (docs/product.md §2). */
function optionLabel(voucher: CartVoucher): string {
  return `${voucher.redeem_code} · ${voucherKindLabel(voucher)} · ${voucherDiscountText(voucher)}`;
}

/**
 * Why a voucher cannot go on the cart now, in words, or null when it can: its place is taken, or
 * the cart (a line, for a product voucher) is short of its minimum purchase by so much.
 */
function refusalOf(voucher: CartVoucher, cart: CartData, t: ReturnType<typeof useT>): string | null {
  if (voucher.voucher_type === 'SHIPPING_DISCOUNT') return t('cart.voucher.atCheckout');
  if (!canUseVoucher(voucher, cart)) {
    return voucher.voucher_type === 'CART_DISCOUNT'
      ? t('cart.voucher.cartHasOne')
      : t('cart.voucher.linesHaveOne');
  }
  const short = voucherShortfall(voucher, cart);
  if (short === 0) return null;
  const amount = formatRupiah(short);
  return voucher.voucher_type === 'CART_DISCOUNT'
    ? t('cart.voucher.short', { amount })
    : t('cart.voucher.lineShort', { amount });
}

type VoucherPickerProps = {
  userId: number;
  cart: CartData;
  /** Turns pick-item mode on (with which lines and what a pick does) or off. */
  onPickModeChange: (mode: PickMode) => void;
};

/**
 * 'Select Discount' and what it opens (docs/product.md §2, §4): the shopper's vouchers, each with its
 * minimum purchase and, while the cart is short of it, how much is missing (such a voucher cannot be
 * chosen); Apply; and a typed promo code. A cart voucher applies at once and closes the picker; a
 * product voucher waits for a line that reaches its minimum, is redeemed on it, then the mode ends
 * and the picker closes. Apply with nothing selected does nothing.
 */
export function VoucherPicker({ userId, cart, onPickModeChange }: VoucherPickerProps) {
  const t = useT();
  const vouchers = useCartVouchers(userId);
  const redeemCart = useRedeemCartVoucher();
  const redeemProduct = useRedeemProductVoucher();
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [waitingForItem, setWaitingForItem] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const list = vouchers.data ?? [];
  const toggleDisabled = isSelectDiscountDisabled(cart, list);
  const applying = redeemCart.isPending || redeemProduct.isPending;

  const endPickMode = () => {
    setWaitingForItem(false);
    onPickModeChange(null);
  };
  const finish = () => {
    endPickMode();
    setOpen(false);
    setSelected(null);
    setCode('');
    toast.success(t('cart.voucher.applied'));
  };

  const apply = (voucher: CartVoucher | undefined) => {
    if (!voucher || applying) return;
    const refusal = refusalOf(voucher, cart, t);
    setError(refusal);
    if (refusal) return;
    if (voucher.voucher_type === 'CART_DISCOUNT') {
      if (cart.cart_id === null) return;
      redeemCart.mutate(
        { userId, userVoucherId: voucher.user_voucher_id, cartId: cart.cart_id },
        { onSuccess: finish, onError: (failure) => setError(failure.message) },
      );
      return;
    }
    setWaitingForItem(true);
    onPickModeChange({
      canPick: (item) => canTakeProductVoucher(item, voucher),
      onPick: (cartItemId) =>
        redeemProduct.mutate(
          { userId, userVoucherId: voucher.user_voucher_id, cartItemId },
          {
            onSuccess: finish,
            onError: (failure) => {
              endPickMode();
              setError(failure.message);
            },
          },
        ),
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    endPickMode();
    const voucher = voucherOfCode(list, code);
    if (!voucher) {
      setError(t('cart.code.unknown', { code: code.trim() }));
      return;
    }
    setSelected(String(voucher.user_voucher_id));
    apply(voucher);
  };

  const toggle = () => {
    if (open) endPickMode();
    setError(null);
    setOpen(!open);
  };

  return (
    <>
      <Button
        variant="light"
        radius="xl"
        leftSection={<IconTicket size={18} aria-hidden />}
        aria-expanded={open}
        aria-controls={PICKER_ID}
        disabled={toggleDisabled}
        onClick={toggle}
      >
        {t('cart.voucher.toggle')}
      </Button>

      {open && !toggleDisabled ? (
        <div id={PICKER_ID} className={classes.picker}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Select
              className={classes.voucherSelect}
              aria-label={t('cart.voucher.label')}
              placeholder={t('cart.voucher.placeholder')}
              nothingFoundMessage={t('cart.voucher.none')}
              data={list.map((voucher) => ({
                value: String(voucher.user_voucher_id),
                label: optionLabel(voucher),
                disabled: refusalOf(voucher, cart, t) !== null,
              }))}
              renderOption={({ option }) => {
                const voucher = list.find((candidate) => String(candidate.user_voucher_id) === option.value);
                if (!voucher) return option.label;
                const refusal = refusalOf(voucher, cart, t);
                return (
                  <div className={classes.option}>
                    <span className={classes.optionCode}>{voucher.redeem_code}</span>
                    <Badge
                      size="xs"
                      variant="light"
                      color={voucher.voucher_type === 'CART_DISCOUNT' ? 'turmeric' : 'leaf'}
                    >
                      {voucherKindLabel(voucher)}
                    </Badge>
                    <span className={classes.optionText}>{voucherDiscountText(voucher)}</span>
                    {voucher.min_purchase > 0 || refusal ? (
                      <span className={classes.optionTerms}>
                        {voucher.min_purchase > 0
                          ? t('cart.voucher.min', { amount: formatRupiah(voucher.min_purchase) })
                          : null}
                        {voucher.min_purchase > 0 && refusal ? ' · ' : null}
                        {refusal ? <span className={classes.optionShort}>{refusal}</span> : null}
                      </span>
                    ) : null}
                  </div>
                );
              }}
              value={selected}
              onChange={(value) => {
                endPickMode();
                setError(null);
                setSelected(value);
              }}
              comboboxProps={{ zIndex: 400 }}
              allowDeselect
            />
            <Button
              onClick={() => apply(list.find((voucher) => String(voucher.user_voucher_id) === selected))}
              loading={applying}
            >
              {t('cart.voucher.apply')}
            </Button>
          </Group>
          <form className={classes.codeForm} onSubmit={submitCode}>
            <TextInput
              className={classes.voucherSelect}
              aria-label={t('cart.code.label')}
              placeholder={t('cart.code.placeholder')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" variant="default" disabled={!code.trim() || applying}>
              {t('cart.code.use')}
            </Button>
          </form>
          {vouchers.isError ? (
            <Text role="alert" size="sm" c="red.8" mt={6}>
              {vouchers.error.message}
            </Text>
          ) : null}
        </div>
      ) : null}

      {waitingForItem ? (
        <p className={classes.pickHint} role="status">
          {t('cart.voucher.pickItem')}
        </p>
      ) : null}
      {error ? (
        <p className={classes.voucherError} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
