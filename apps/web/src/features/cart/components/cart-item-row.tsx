import { ActionIcon, Button, CloseButton } from '@mantine/core';
import { IconBasket, IconMinus, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { formatRupiah, type CartItem } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { lineDiscount } from '../lib/cart-state';
import classes from './cart-drawer.module.css';

type CartItemRowProps = {
  item: CartItem;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
  /** Busy while a change of this line is on its way. */
  busy?: boolean;
  /** Set while a product voucher waits for a line this one can take (docs/product.md §4 pick-item mode). */
  onPick?: () => void;
  /** Takes the line's product voucher off again. */
  onRemoveVoucher?: () => void;
  /** The removal of the line's voucher is on its way. */
  removingVoucher?: boolean;
};

/**
 * One cart line (docs/product.md §2): name, original unit price, remove, minus and plus (minus does nothing at
 * 1), the green discount when original price x quantity exceeds the line price, and the line price.
 */
export function CartItemRow({
  item,
  onIncrease,
  onDecrease,
  onRemove,
  busy = false,
  onPick,
  onRemoveVoucher,
  removingVoucher = false,
}: CartItemRowProps) {
  const t = useT();
  const discount = lineDiscount(item);
  const canPick = onPick !== undefined;
  const name = { product: item.product_name };
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <li
      className={classes.row}
      data-picking={canPick || undefined}
      data-testid="cart-item"
      aria-label={item.product_name}
      onClick={canPick ? onPick : undefined}
    >
      <div className={classes.thumb} aria-hidden>
        {item.product_image ? (
          <img src={item.product_image} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <IconBasket size={24} />
        )}
      </div>
      <div className={classes.rowMain}>
        <p className={classes.name}>{item.product_name}</p>
        <p className={classes.unitPrice}>
          <span className={classes.srOnly}>{t('cart.line.unitPrice')} </span>
          {t('cart.line.each', { price: formatRupiah(item.original_price) })}
        </p>
        {item.free_quantity > 0 ? (
          <p className={classes.free}>
            {t('cart.line.free', {
              count: item.free_quantity,
              product: item.bogo_product_name ?? item.product_name,
            })}
          </p>
        ) : null}
        {item.voucher ? (
          <span className={classes.voucherBadge}>
            <IconTicket size={12} aria-hidden />
            <span className={classes.srOnly}>{t('cart.line.voucher')} </span>
            {item.voucher.redeem_code}
            {onRemoveVoucher ? (
              <CloseButton
                size="xs"
                radius="xl"
                className={classes.removeVoucher}
                aria-label={t('cart.voucher.removeFrom', { code: item.voucher.redeem_code, ...name })}
                disabled={removingVoucher}
                onClick={(event) => {
                  stop(event);
                  onRemoveVoucher();
                }}
              />
            ) : null}
          </span>
        ) : null}
        <div className={classes.stepper} role="group" aria-label={t('cart.line.quantity', name)}>
          <ActionIcon
            variant="default"
            radius="xl"
            size={30}
            aria-label={t('cart.line.less', name)}
            disabled={item.quantity <= 1 || busy}
            onClick={(event) => {
              stop(event);
              if (item.quantity > 1) onDecrease();
            }}
          >
            <IconMinus size={14} aria-hidden />
          </ActionIcon>
          <span className={classes.quantity} aria-live="polite" data-testid="cart-item-quantity">
            {item.quantity}
          </span>
          <ActionIcon
            variant="default"
            radius="xl"
            size={30}
            aria-label={t('cart.line.more', name)}
            disabled={busy}
            onClick={(event) => {
              stop(event);
              onIncrease();
            }}
          >
            <IconPlus size={14} aria-hidden />
          </ActionIcon>
        </div>
      </div>
      <div className={classes.rowSide}>
        <ActionIcon
          variant="subtle"
          color="red"
          radius="xl"
          aria-label={t('cart.line.remove', name)}
          disabled={busy}
          onClick={(event) => {
            stop(event);
            onRemove();
          }}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
        {discount > 0 ? (
          <span className={classes.discount} data-testid="cart-item-discount">
            <span className={classes.srOnly}>{t('cart.line.discount')} </span>- {formatRupiah(discount)}
          </span>
        ) : null}
        <span className={classes.linePrice} data-testid="cart-item-price">
          {formatRupiah(item.product_price)}
        </span>
      </div>
      {canPick ? (
        <Button
          className={classes.pickButton}
          size="xs"
          radius="xl"
          leftSection={<IconTicket size={14} aria-hidden />}
          onClick={(event) => {
            stop(event);
            onPick();
          }}
        >
          {t('cart.line.useVoucher', name)}
        </Button>
      ) : null}
    </li>
  );
}
