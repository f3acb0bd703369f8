import { VisuallyHidden } from '@mantine/core';
import { IconBasket } from '@tabler/icons-react';
import { formatRupiah, type OrderItem } from '@lumbung/contracts';
import { useT } from '@/i18n';
import classes from './orders.module.css';

/** The order's lines as bought: quantity, unit price, discount and the line's price. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const t = useT();
  return (
    <ul className={classes.items} aria-label={t('checkout.items.label')}>
      {items.map((item) => {
        const full = item.original_price * item.quantity;
        return (
          <li key={item.order_item_id} className={classes.item} aria-label={item.product_name}>
            <div className={classes.thumb} aria-hidden>
              {item.product_image ? (
                <img src={item.product_image} alt="" width={36} height={36} loading="lazy" />
              ) : (
                <IconBasket size={22} />
              )}
            </div>
            <div>
              <p className={classes.name}>{item.product_name}</p>
              <p className={classes.meta}>
                {item.quantity} × {formatRupiah(item.original_price)}
                {item.free_quantity > 0 ? ` ${t('checkout.items.free', { count: item.free_quantity })}` : ''}
              </p>
              {item.discount_amount > 0 ? (
                <p className={classes.saving}>
                  {t('checkout.items.save', { amount: formatRupiah(item.discount_amount) })}
                </p>
              ) : null}
            </div>
            <div>
              <p className={classes.price} data-testid="order-item-price">
                {formatRupiah(item.product_price)}
              </p>
              {full > item.product_price ? (
                <p className={classes.was}>
                  <VisuallyHidden>{`${t('checkout.items.was')} `}</VisuallyHidden>
                  {formatRupiah(full)}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
