import { useState } from 'react';
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { IconDiscount2, IconTicket } from '@tabler/icons-react';
import { formatRupiah, MESSAGES, type CartData, type CartVoucher } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { useCartVouchers } from '../api/get-cart-vouchers';
import { useRedeemCartVoucher, useRedeemProductVoucher } from '../api/redeem-voucher';
import { canUseVoucher, cartSaving, isSelectDiscountDisabled } from '../lib/cart-state';
import { userDiscountHint, voucherDiscountText, voucherKindLabel } from '../lib/voucher-text';
import classes from './cart-drawer.module.css';

export type PickMode = { onPick: (cartItemId: number) => void } | null;

type CartFooterProps = {
  userId: number;
  cart: CartData;
  /** Turns pick-item mode on (with what a pick does) or off. */
  onPickModeChange: (mode: PickMode) => void;
  checkingOut: boolean;
  onCheckout: () => void;
};

const PICKER_ID = 'cart-voucher-picker';

/** The option's text: redeem code, kind label and discount text (docs/product.md §2). */
function optionLabel(voucher: CartVoucher): string {
  return `${voucher.redeem_code} · ${voucherKindLabel(voucher)} · ${voucherDiscountText(voucher)}`;
}

/**
 * The drawer's footer (docs/product.md §2): the total with the green saved amount, the store discount hint,
 * 'Select Discount', the voucher dropdown with Apply, the pick-item hint, and Checkout. Apply follows
 * docs/product.md §4: nothing selected does nothing; a cart voucher applies at once and closes the picker; a
 * product voucher waits for a line, is redeemed on it, then the mode ends and the picker closes.
 */
export function CartFooter({ userId, cart, onPickModeChange, checkingOut, onCheckout }: CartFooterProps) {
  const vouchers = useCartVouchers(userId);
  const redeemCart = useRedeemCartVoucher();
  const redeemProduct = useRedeemProductVoucher();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [waitingForItem, setWaitingForItem] = useState(false);
  const [voucherError, setVoucherError] = useState<string | null>(null);

  const list = vouchers.data ?? [];
  const selectDisabled = isSelectDiscountDisabled(cart, list);
  const saving = cartSaving(cart);
  const applying = redeemCart.isPending || redeemProduct.isPending;

  const endPickMode = () => {
    setWaitingForItem(false);
    onPickModeChange(null);
  };
  const finish = () => {
    endPickMode();
    setPickerOpen(false);
    setSelected(null);
    toast.success(MESSAGES.VOUCHER_APPLIED);
  };

  const apply = () => {
    const voucher = list.find((candidate) => String(candidate.user_voucher_id) === selected);
    if (!voucher || applying) return;
    setVoucherError(null);
    if (voucher.voucher_type === 'CART_DISCOUNT') {
      if (cart.cart_id === null) return;
      redeemCart.mutate(
        { userId, userVoucherId: voucher.user_voucher_id, cartId: cart.cart_id },
        { onSuccess: finish, onError: (error) => setVoucherError(error.message) },
      );
      return;
    }
    if (voucher.voucher_type === 'PRODUCT_DISCOUNT') {
      setWaitingForItem(true);
      onPickModeChange({
        onPick: (cartItemId) =>
          redeemProduct.mutate(
            { userId, userVoucherId: voucher.user_voucher_id, cartItemId },
            {
              onSuccess: finish,
              onError: (error) => {
                endPickMode();
                setVoucherError(error.message);
              },
            },
          ),
      });
    }
  };

  const togglePicker = () => {
    if (pickerOpen) endPickMode();
    setVoucherError(null);
    setPickerOpen(!pickerOpen);
  };

  return (
    <div className={classes.footer}>
      {cart.store_discount > 0 || cart.cart_voucher ? (
        <dl className={classes.breakdown} data-testid="cart-price-details">
          <dt>Items</dt>
          <dd>{formatRupiah(cart.items_price)}</dd>
          {cart.store_discount > 0 ? (
            <>
              <dt>Store discount</dt>
              <dd data-off>- {formatRupiah(cart.store_discount)}</dd>
            </>
          ) : null}
          {cart.cart_voucher ? (
            <>
              <dt>Voucher {cart.cart_voucher.redeem_code}</dt>
              <dd data-off>- {formatRupiah(cart.cart_discount)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className={classes.totalRow}>
        <span className={classes.totalLabel}>Total</span>
        <span className={classes.total} data-testid="cart-total">
          {formatRupiah(cart.cart_price)}
        </span>
      </div>
      {saving > 0 ? (
        <p className={classes.saved} data-testid="cart-saved">
          You save {formatRupiah(saving)}
        </p>
      ) : null}
      {cart.user_discount ? (
        <p className={classes.hint} data-applied={cart.user_discount.applied || undefined}>
          <IconDiscount2 size={16} aria-hidden />
          {userDiscountHint(cart.user_discount, cart.items_price)}
        </p>
      ) : null}

      <Button
        variant="light"
        radius="xl"
        leftSection={<IconTicket size={18} aria-hidden />}
        aria-expanded={pickerOpen}
        aria-controls={PICKER_ID}
        disabled={selectDisabled}
        onClick={togglePicker}
      >
        {MESSAGES.CART_SELECT_DISCOUNT}
      </Button>

      {pickerOpen && !selectDisabled ? (
        <div id={PICKER_ID} className={classes.picker}>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Select
              className={classes.voucherSelect}
              aria-label="Voucher"
              placeholder={MESSAGES.CART_SELECT_VOUCHER}
              nothingFoundMessage="No vouchers to use"
              data={list.map((voucher) => ({
                value: String(voucher.user_voucher_id),
                label: optionLabel(voucher),
                disabled: !canUseVoucher(voucher, cart),
              }))}
              renderOption={({ option }) => {
                const voucher = list.find((candidate) => String(candidate.user_voucher_id) === option.value);
                if (!voucher) return option.label;
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
                  </div>
                );
              }}
              value={selected}
              onChange={(value) => {
                endPickMode();
                setVoucherError(null);
                setSelected(value);
              }}
              comboboxProps={{ zIndex: 400 }}
              allowDeselect
            />
            <Button onClick={apply} loading={applying}>
              Apply
            </Button>
          </Group>
          {vouchers.isError ? (
            <Text role="alert" size="sm" c="red.8" mt={6}>
              {vouchers.error.message}
            </Text>
          ) : null}
        </div>
      ) : null}

      {waitingForItem ? (
        <p className={classes.pickHint} role="status">
          {MESSAGES.CART_SELECT_ITEM}
        </p>
      ) : null}
      {voucherError ? (
        <p className={classes.voucherError} role="alert">
          {voucherError}
        </p>
      ) : null}

      <Button
        size="lg"
        radius="xl"
        fullWidth
        disabled={checkingOut}
        onClick={onCheckout}
        className={classes.checkout}
      >
        {checkingOut ? MESSAGES.CART_PROCESSING : 'Checkout'}
      </Button>
    </div>
  );
}
