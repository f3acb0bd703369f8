import { Button, CloseButton } from '@mantine/core';
import { IconDiscount2 } from '@tabler/icons-react';
import { formatRupiah, type CartData } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { cartSaving } from '../lib/cart-state';
import { userDiscountHint } from '../lib/voucher-text';
import { VoucherPicker, type PickMode } from './voucher-picker';
import classes from './cart-drawer.module.css';

export type { PickMode } from './voucher-picker';

type CartFooterProps = {
  userId: number;
  cart: CartData;
  /** Turns pick-item mode on (with which lines and what a pick does) or off. */
  onPickModeChange: (mode: PickMode) => void;
  /** Takes a voucher off the cart (the cart voucher's × in the price details). */
  onRemoveVoucher: (userVoucherId: number) => void;
  /** The voucher whose removal is on its way. */
  removingVoucher: number | null;
  checkingOut: boolean;
  onCheckout: () => void;
};

/**
 * The drawer's footer (docs/product.md §2): the price details with the cart voucher (which can be taken
 * off again), the total with the green saved amount, the store discount hint, the vouchers
 * (voucher-picker.tsx) and Checkout.
 */
export function CartFooter({
  userId,
  cart,
  onPickModeChange,
  onRemoveVoucher,
  removingVoucher,
  checkingOut,
  onCheckout,
}: CartFooterProps) {
  const t = useT();
  const saving = cartSaving(cart);
  const voucher = cart.cart_voucher;

  return (
    <div className={classes.footer}>
      {cart.store_discount > 0 || voucher ? (
        <dl className={classes.breakdown} data-testid="cart-price-details">
          <dt>{t('cart.total.items')}</dt>
          <dd>{formatRupiah(cart.items_price)}</dd>
          {cart.store_discount > 0 ? (
            <>
              <dt>{t('cart.total.storeDiscount')}</dt>
              <dd data-off>- {formatRupiah(cart.store_discount)}</dd>
            </>
          ) : null}
          {voucher ? (
            <>
              <dt className={classes.voucherTerm}>
                {t('cart.total.voucher', { code: voucher.redeem_code })}
                <CloseButton
                  size="sm"
                  radius="xl"
                  aria-label={t('cart.voucher.remove', { code: voucher.redeem_code })}
                  disabled={removingVoucher === voucher.user_voucher_id}
                  onClick={() => onRemoveVoucher(voucher.user_voucher_id)}
                />
              </dt>
              <dd data-off>- {formatRupiah(cart.cart_discount)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className={classes.totalRow}>
        <span className={classes.totalLabel}>{t('cart.total.label')}</span>
        <span className={classes.total} data-testid="cart-total">
          {formatRupiah(cart.cart_price)}
        </span>
      </div>
      {saving > 0 ? (
        <p className={classes.saved} data-testid="cart-saved">
          {t('cart.total.saved', { amount: formatRupiah(saving) })}
        </p>
      ) : null}
      {cart.user_discount ? (
        <p className={classes.hint} data-applied={cart.user_discount.applied || undefined}>
          <IconDiscount2 size={16} aria-hidden />
          {userDiscountHint(cart.user_discount, cart.items_price)}
        </p>
      ) : null}

      <VoucherPicker userId={userId} cart={cart} onPickModeChange={onPickModeChange} />

      <Button
        size="lg"
        radius="xl"
        fullWidth
        disabled={checkingOut}
        onClick={onCheckout}
        className={classes.checkout}
      >
        {checkingOut ? t('cart.checkout.processing') : t('cart.checkout.label')}
      </Button>
    </div>
  );
}
