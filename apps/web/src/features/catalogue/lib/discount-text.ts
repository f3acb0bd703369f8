import { formatRupiah, type UserDiscount } from '@lumbung/contracts';
import { formatDayMonthWib } from '@/lib/dates';

/** "20 Jan": a short date in Indonesia's western time zone, where the stores are. */
export const shortDate = formatDayMonthWib;

/** The headline of a store discount: "20% off", "Rp 5.000 off", "Buy 1 get 1 free". */
export function discountHeadline(discount: Pick<UserDiscount, 'type' | 'value'>): string {
  switch (discount.type) {
    case 'PERCENTAGE':
      return `${discount.value}% off`;
    case 'NOMINAL':
      return `${formatRupiah(discount.value)} off`;
    case 'BOGO':
      return 'Buy 1 get 1 free';
  }
}

/** What the discount applies to: its product, or the whole cart for a general discount. */
export function discountTarget(discount: Pick<UserDiscount, 'inventory_id' | 'product_name'>): string {
  return discount.inventory_id === null
    ? 'On your whole cart'
    : (discount.product_name ?? 'Selected product');
}

/** Its conditions in a line: minimum purchase, cap, free product, last day. */
export function discountConditions(
  discount: Pick<
    UserDiscount,
    'type' | 'min_purchase' | 'max_discount' | 'bogo_product_name' | 'product_name' | 'end_date'
  >,
): string[] {
  const lines: string[] = [];
  if (
    discount.type === 'BOGO' &&
    discount.bogo_product_name &&
    discount.bogo_product_name !== discount.product_name
  ) {
    lines.push(`Free: ${discount.bogo_product_name}`);
  }
  if (discount.min_purchase) lines.push(`Min. purchase ${formatRupiah(discount.min_purchase)}`);
  if (discount.type === 'PERCENTAGE' && discount.max_discount) {
    lines.push(`Up to ${formatRupiah(discount.max_discount)}`);
  }
  const until = shortDate(discount.end_date);
  if (until) lines.push(`Until ${until}`);
  return lines;
}
