/**
 * A cart read, priced (pure): every line through pricing.ts, the cart's discounts and totals, and
 * the contract's shapes of a priced cart.
 */
import type { AppliedVoucher, CartData, CartItem, CartPrice, CartUserDiscount } from '@lumbung/contracts';
import type { CartRead, CartRow, CartVoucherRow, GeneralRow, ItemRow } from './cart.rows.sql';
import { cartTotals, firstApplicable, priceLine, type VoucherTerms } from './pricing';

/** A cart with every line priced. */
export interface PricedCart {
  cart: CartRow | null;
  items: PricedItem[];
  cartVoucher: (CartVoucherRow & { applied_amount: number }) | null;
  general: GeneralRow | null;
  hint: GeneralRow | null;
  totals: ReturnType<typeof cartTotals>;
}

export interface PricedItem {
  row: ItemRow;
  item: CartItem;
  voucherCut: number;
  /** The free product's inventory and units (BOGO), null without free units. */
  free: {
    inventory_id: number;
    product_id: number;
    product_name: string;
    price: number;
    quantity: number;
  } | null;
}

/** Units of the free product a BOGO line can still get, given the stock it can see. */
function freeStockOf(r: ItemRow, stockOf: (inventoryId: number) => number): number {
  if (r.discount_type !== 'BOGO' || r.bogo_inventory_id === null) return 0;
  const stock = stockOf(r.bogo_inventory_id);
  return r.bogo_inventory_id === r.inventory_id ? stock - r.quantity : stock;
}

function priceItem(r: ItemRow, stockOf: (inventoryId: number) => number): PricedItem {
  const voucher: VoucherTerms | null =
    r.user_voucher_id !== null && r.v_discount_type !== null
      ? {
          discount_type: r.v_discount_type,
          discount_amount: r.v_amount ?? 0,
          min_purchase: r.v_min ?? 0,
          max_discount: r.v_max,
        }
      : null;
  const p = priceLine({
    unitPrice: r.price,
    quantity: r.quantity,
    discount: r.discount_type
      ? {
          type: r.discount_type,
          value: r.discount_value ?? 0,
          min_purchase: r.discount_min,
          max_discount: r.discount_max,
        }
      : null,
    freeStock: freeStockOf(r, stockOf),
    voucher,
  });
  const applied: AppliedVoucher | null =
    voucher && r.user_voucher_id !== null
      ? {
          user_voucher_id: r.user_voucher_id,
          redeem_code: r.redeem_code ?? '',
          voucher_type: r.voucher_type ?? 'PRODUCT_DISCOUNT',
          applied_amount: p.voucherCut,
        }
      : null;
  return {
    row: r,
    voucherCut: p.voucherCut,
    free:
      p.freeQuantity > 0 && r.bogo_inventory_id !== null
        ? {
            inventory_id: r.bogo_inventory_id,
            product_id: r.bogo_product_id ?? r.product_id,
            product_name: r.bogo_product_name ?? r.product_name,
            price: r.bogo_price ?? r.price,
            quantity: p.freeQuantity,
          }
        : null,
    item: {
      cart_item_id: r.cart_item_id,
      inventory_id: r.inventory_id,
      store_id: r.store_id,
      product_id: r.product_id,
      product_name: r.product_name,
      product_image: r.product_image,
      original_price: r.price,
      quantity: r.quantity,
      product_price: p.price,
      discount_amount: p.original - p.price,
      user_stock: r.stock,
      discount_type: r.discount_type,
      free_quantity: p.freeQuantity,
      bogo_product_name: r.bogo_product_name,
      voucher: applied,
    },
  };
}

/**
 * Prices a cart read (pure). `stockOverride` replaces the stock a BOGO line sees (checkout passes
 * the stock it has locked).
 */
export function priceCart(read: CartRead, stockOverride?: Map<number, number>): PricedCart {
  const { cart, rows, generals, voucher } = read;
  const seen = new Map<number, number>();
  for (const r of rows) {
    seen.set(r.inventory_id, r.stock);
    if (r.bogo_inventory_id !== null && r.bogo_stock !== null) seen.set(r.bogo_inventory_id, r.bogo_stock);
  }
  const stockOf = (id: number) => stockOverride?.get(id) ?? seen.get(id) ?? 0;
  const items = rows.map((r) => priceItem(r, stockOf));
  const linePrices = items.map((i) => i.item.product_price);
  const itemsPrice = linePrices.reduce((a, b) => a + b, 0);
  const general = firstApplicable(itemsPrice, generals);
  const terms: VoucherTerms | null = voucher
    ? {
        discount_type: voucher.discount_type,
        discount_amount: voucher.discount_amount,
        min_purchase: voucher.min_purchase,
        max_discount: voucher.max_discount,
      }
    : null;
  const totals = cartTotals(linePrices, general, terms);
  return {
    cart,
    items,
    cartVoucher: voucher ? { ...voucher, applied_amount: totals.cart_discount } : null,
    general,
    hint: general ?? generals.find((g) => g.type !== 'BOGO') ?? null,
    totals,
  };
}

export function cartPriceOf(priced: PricedCart): CartPrice {
  return { cart_id: priced.cart?.cart_id ?? null, ...priced.totals };
}

export function cartDataOf(priced: PricedCart): CartData {
  const hint: CartUserDiscount | null = priced.hint
    ? {
        discount_id: priced.hint.discount_id,
        type: priced.hint.type,
        value: priced.hint.value,
        min_purchase: priced.hint.min_purchase,
        max_discount: priced.hint.max_discount,
        description: priced.hint.description,
        applied: priced.general?.discount_id === priced.hint.discount_id,
      }
    : null;
  return {
    cart_items: priced.items.map((i) => i.item),
    cart_id: priced.cart?.cart_id ?? null,
    cart_price: priced.totals.cart_price,
    store_id: priced.cart?.store_id ?? null,
    items_price: priced.totals.items_price,
    store_discount: priced.totals.store_discount,
    cart_discount: priced.totals.cart_discount,
    cart_voucher: priced.cartVoucher
      ? {
          user_voucher_id: priced.cartVoucher.user_voucher_id,
          redeem_code: priced.cartVoucher.redeem_code,
          voucher_type: priced.cartVoucher.voucher_type,
          applied_amount: priced.cartVoucher.applied_amount,
        }
      : null,
    user_discount: hint,
  };
}

/** The read with one line replaced (or removed with null): the cart as it is after a change. */
export function withLine(read: CartRead, cartItemId: number, row: ItemRow | null): CartRead {
  return {
    ...read,
    rows: read.rows.flatMap((r) => (r.cart_item_id !== cartItemId ? [r] : row ? [row] : [])),
  };
}

export function pricedLine(priced: PricedCart, cartItemId: number): PricedItem {
  return priced.items.find((i) => i.item.cart_item_id === cartItemId)!;
}
