import { formatRupiah, type OrderDetail } from '@lumbung/contracts';
import { useT } from '@/i18n';
import classes from './orders.module.css';

type Totals = Pick<
  OrderDetail,
  'items_price' | 'cart_discount' | 'shipping_price' | 'shipping_discount' | 'total_price' | 'shipping_method'
>;

/**
 * The order's sums: items, cart discounts, shipping, the shipping voucher and the grand total
 * (items - cart discount + shipping - shipping discount).
 */
export function OrderTotals({ order }: { order: Totals }) {
  const t = useT();
  return (
    <dl className={classes.totals}>
      <dt>{t('checkout.totals.items')}</dt>
      <dd>{formatRupiah(order.items_price)}</dd>
      {order.cart_discount > 0 ? (
        <>
          <dt>{t('checkout.totals.cartDiscounts')}</dt>
          <dd className={classes.discount}>- {formatRupiah(order.cart_discount)}</dd>
        </>
      ) : null}
      <dt>{t('checkout.totals.shipping')}</dt>
      <dd data-testid="shipping-price">
        {order.shipping_method === null
          ? t('checkout.totals.chooseMethod')
          : formatRupiah(order.shipping_price)}
      </dd>
      {order.shipping_discount > 0 ? (
        <>
          <dt>{t('checkout.totals.shippingVoucher')}</dt>
          <dd className={classes.discount}>- {formatRupiah(order.shipping_discount)}</dd>
        </>
      ) : null}
      <dt className={classes.grand}>{t('checkout.totals.total')}</dt>
      <dd className={classes.grand} data-testid="order-total">
        {formatRupiah(order.total_price)}
      </dd>
    </dl>
  );
}
