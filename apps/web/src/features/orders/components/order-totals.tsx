import { formatRupiah, type OrderDetail } from '@lumbung/contracts';
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
  return (
    <dl className={classes.totals}>
      <dt>Items</dt>
      <dd>{formatRupiah(order.items_price)}</dd>
      {order.cart_discount > 0 ? (
        <>
          <dt>Cart discounts</dt>
          <dd className={classes.discount}>- {formatRupiah(order.cart_discount)}</dd>
        </>
      ) : null}
      <dt>Shipping</dt>
      <dd data-testid="shipping-price">
        {order.shipping_method === null ? 'Choose a method' : formatRupiah(order.shipping_price)}
      </dd>
      {order.shipping_discount > 0 ? (
        <>
          <dt>Shipping voucher</dt>
          <dd className={classes.discount}>- {formatRupiah(order.shipping_discount)}</dd>
        </>
      ) : null}
      <dt className={classes.grand}>Total</dt>
      <dd className={classes.grand} data-testid="order-total">
        {formatRupiah(order.total_price)}
      </dd>
    </dl>
  );
}
