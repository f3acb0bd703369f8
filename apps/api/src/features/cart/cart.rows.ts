/**
 * Rows of the cart's statements and their mapping: what one read of a cart gives, parsed from the
 * JSON the statement builds.
 */
import type { CartVoucher, DiscountType, VoucherDiscountType, VoucherType } from '@lumbung/contracts';
import type { Run } from '../../db/statements';
import { READ_CART, READ_CART_LOCKED, READ_CART_VOUCHERS } from './cart.sql';
import type { GeneralDiscount } from './pricing';

export interface CartRow {
  cart_id: number;
  store_id: number;
}

export interface ItemRow {
  cart_item_id: number;
  inventory_id: number;
  store_id: number;
  product_id: number;
  product_name: string;
  product_image: string | null;
  price: number;
  quantity: number;
  stock: number;
  sellable: boolean;
  discount_type: DiscountType | null;
  discount_value: number | null;
  discount_min: number | null;
  discount_max: number | null;
  bogo_product_id: number | null;
  bogo_product_name: string | null;
  bogo_inventory_id: number | null;
  bogo_price: number | null;
  bogo_stock: number | null;
  user_voucher_id: number | null;
  redeem_code: string | null;
  voucher_type: VoucherType | null;
  v_discount_type: VoucherDiscountType | null;
  v_amount: number | null;
  v_min: number | null;
  v_max: number | null;
}

export interface CartVoucherRow {
  user_voucher_id: number;
  redeem_code: string;
  voucher_type: VoucherType;
  discount_type: VoucherDiscountType;
  discount_amount: number;
  min_purchase: number;
  max_discount: number | null;
}

export interface GeneralRow extends GeneralDiscount {
  discount_id: number;
  description: string;
}

/** What one read of a cart gives: enough to price it, and to price it again after a change. */
export interface CartRead {
  cart: CartRow | null;
  rows: ItemRow[];
  generals: GeneralRow[];
  voucher: CartVoucherRow | null;
}

export type Json<T> = T | string;
export const json = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export type VoucherRow = CartVoucher & { expires_at: Date | string };
export const voucherOf = (r: VoucherRow): CartVoucher => ({
  ...r,
  expires_at: new Date(r.expires_at).toISOString(),
});

export interface ReadRow {
  cart_id: number;
  store_id: number;
  items: Json<ItemRow[]>;
  generals: Json<GeneralRow[]>;
  cart_voucher: Json<CartVoucherRow> | null;
  vouchers?: Json<VoucherRow[]>;
}

export function cartReadOf(row: ReadRow | undefined): CartRead & { vouchers: CartVoucher[] } {
  if (!row) return { cart: null, rows: [], generals: [], voucher: null, vouchers: [] };
  return {
    cart: { cart_id: row.cart_id, store_id: row.store_id },
    rows: json(row.items),
    generals: json(row.generals),
    voucher: row.cart_voucher === null ? null : json(row.cart_voucher),
    vouchers: row.vouchers === undefined ? [] : json(row.vouchers).map(voucherOf),
  };
}

export async function readCart(
  run: Run,
  userId: number,
  lock: boolean,
  withVouchers = false,
): Promise<CartRead & { vouchers: CartVoucher[] }> {
  const [name, text] = lock
    ? ['cart_read_locked', READ_CART_LOCKED]
    : withVouchers
      ? ['cart_read_vouchers', READ_CART_VOUCHERS]
      : ['cart_read', READ_CART];
  const [row] = await run<ReadRow>(name, text, [userId]);
  return cartReadOf(row);
}
