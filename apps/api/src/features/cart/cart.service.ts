/**
 * The shopper's cart (SPEC §3, §4, §7 "Location and cart"): one cart per user, of one store at a
 * time; product and cart vouchers; checkout into an AWAITING_PAYMENT order (DESIGN §5).
 *
 * Concurrency: every change of a cart runs in a transaction that first locks the cart row
 * (`for update`), so one shopper's calls never interleave. A voucher is taken by a conditional
 * update (only while unused and unapplied), so it is applied at most once whatever runs in
 * parallel. Checkout locks the inventories it sells (in id order, no deadlocks) and takes stock
 * with `stock = stock - n where stock >= n`, writing a SOLD journal entry for each change in the
 * same transaction.
 */
import { sql } from 'drizzle-orm';
import {
  formatRupiah,
  type AppliedVoucher,
  type CartData,
  type CartItem,
  type CartPrice,
  type CartUserDiscount,
  type CartVoucher,
  type CheckoutOrder,
  type DiscountType,
  type VoucherDiscountType,
  type VoucherType,
} from '@lumbung/contracts';
import { queryRows, type Db, type Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { UNIT_PRICE_SQL } from '../catalogue/catalogue.service';
import { cartTotals, firstApplicable, priceLine, type GeneralDiscount, type VoucherTerms } from './pricing';

/** How long a shopper has to pay a new order by manual transfer (DESIGN §5). */
export const PAYMENT_WINDOW_MS = 60 * 60 * 1000;

type Q = Db | Tx;

const RUNNING = (d: string) =>
  `${d}.is_active and not ${d}.is_deleted and ${d}.start_date <= now() and ${d}.end_date >= now()`;

/** An applied voucher is live while it is unused and has not expired. */
const LIVE_VOUCHER = (uv: string) =>
  `${uv}.used_at is null and ${uv}.order_id is null and ${uv}.expires_at > now()`;

interface CartRow {
  cart_id: number;
  user_id: number;
  store_id: number;
}

interface ItemRow {
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

interface CartVoucherRow {
  user_voucher_id: number;
  redeem_code: string;
  voucher_type: VoucherType;
  discount_type: VoucherDiscountType;
  discount_amount: number;
  min_purchase: number;
  max_discount: number | null;
}

interface GeneralRow extends GeneralDiscount {
  discount_id: number;
  description: string;
}

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

function num(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}
function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** The user's cart row, locked for the rest of the transaction when `lock` is set. */
async function cartOf(q: Q, userId: number, lock: boolean): Promise<CartRow | null> {
  const rows = await queryRows<CartRow>(
    q,
    lock
      ? sql`select cart_id, user_id, store_id from carts where user_id = ${userId} for update`
      : sql`select cart_id, user_id, store_id from carts where user_id = ${userId}`,
  );
  return rows[0] ?? null;
}

async function itemRows(q: Q, cartId: number): Promise<ItemRow[]> {
  const rows = await queryRows<ItemRow>(
    q,
    sql.raw(`
    select ci.cart_item_id, ci.inventory_id, i.store_id, p.product_id, p.product_name,
      (select pi.product_image from product_images pi where pi.product_id = p.product_id
        order by pi.is_primary desc, pi.product_image_id limit 1) as product_image,
      p.price, ci.quantity, i.stock,
      (not p.is_deleted and not s.is_deleted) as sellable,
      d.type as discount_type, d.value as discount_value, d.min_purchase as discount_min,
      d.max_discount as discount_max, d.bogo_product_id,
      case when d.type = 'BOGO' then coalesce(bp.product_name, p.product_name) end as bogo_product_name,
      bi.inventory_id as bogo_inventory_id, coalesce(bp.price, p.price) as bogo_price, bi.stock as bogo_stock,
      uv.user_voucher_id, uv.redeem_code, v.voucher_type, v.discount_type as v_discount_type,
      v.discount_amount as v_amount, v.min_purchase as v_min, v.max_discount as v_max
    from cart_items ci
    join inventories i on i.inventory_id = ci.inventory_id
    join products p on p.product_id = i.product_id
    join stores s on s.store_id = i.store_id
    left join lateral (
      select d.type, d.value, d.min_purchase, d.max_discount, d.bogo_product_id,
        ${UNIT_PRICE_SQL('p.price', 'd')} as unit_price, d.discount_id
      from discounts d
      where d.inventory_id = i.inventory_id and ${RUNNING('d')}
      order by unit_price, d.discount_id desc
      limit 1
    ) d on true
    left join products bp on d.type = 'BOGO' and bp.product_id = d.bogo_product_id and not bp.is_deleted
    left join inventories bi on d.type = 'BOGO' and bi.store_id = i.store_id
      and bi.product_id = coalesce(d.bogo_product_id, p.product_id)
    left join user_vouchers uv on uv.cart_item_id = ci.cart_item_id and ${LIVE_VOUCHER('uv')}
    left join vouchers v on v.voucher_id = uv.voucher_id
    where ci.cart_id = ${Number(cartId)}
    order by ci.cart_item_id`),
  );
  return rows.map((r) => ({
    ...r,
    cart_item_id: num(r.cart_item_id),
    inventory_id: num(r.inventory_id),
    store_id: num(r.store_id),
    product_id: num(r.product_id),
    price: num(r.price),
    quantity: num(r.quantity),
    stock: num(r.stock),
    discount_value: numOrNull(r.discount_value),
    discount_min: numOrNull(r.discount_min),
    discount_max: numOrNull(r.discount_max),
    bogo_product_id: numOrNull(r.bogo_product_id),
    bogo_inventory_id: numOrNull(r.bogo_inventory_id),
    bogo_price: numOrNull(r.bogo_price),
    bogo_stock: numOrNull(r.bogo_stock),
    user_voucher_id: numOrNull(r.user_voucher_id),
    v_amount: numOrNull(r.v_amount),
    v_min: numOrNull(r.v_min),
    v_max: numOrNull(r.v_max),
  }));
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

async function generalDiscounts(q: Q, storeId: number): Promise<GeneralRow[]> {
  const rows = await queryRows<GeneralRow>(
    q,
    sql`select d.discount_id, d.type, d.value, d.min_purchase, d.max_discount, d.description
        from discounts d
        where d.store_id = ${storeId} and d.inventory_id is null and ${sql.raw(RUNNING('d'))}
        order by d.end_date, d.discount_id`,
  );
  return rows.map((r) => ({
    ...r,
    discount_id: num(r.discount_id),
    value: num(r.value),
    min_purchase: numOrNull(r.min_purchase),
    max_discount: numOrNull(r.max_discount),
  }));
}

async function appliedCartVoucher(q: Q, cartId: number): Promise<CartVoucherRow | null> {
  const rows = await queryRows<CartVoucherRow>(
    q,
    sql`select uv.user_voucher_id, uv.redeem_code, v.voucher_type, v.discount_type, v.discount_amount,
          v.min_purchase, v.max_discount
        from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
        where uv.cart_id = ${cartId} and uv.cart_item_id is null and ${sql.raw(LIVE_VOUCHER('uv'))}
        order by uv.user_voucher_id limit 1`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...r,
    user_voucher_id: num(r.user_voucher_id),
    discount_amount: num(r.discount_amount),
    min_purchase: num(r.min_purchase),
    max_discount: numOrNull(r.max_discount),
  };
}

/**
 * The whole cart priced. `stockOf` overrides the stock a BOGO line sees (checkout passes the
 * locked stock); by default the stock read with the items.
 */
export async function priceCart(
  q: Q,
  cart: CartRow | null,
  stockOverride?: Map<number, number>,
): Promise<PricedCart> {
  if (!cart) {
    return {
      cart: null,
      items: [],
      cartVoucher: null,
      general: null,
      hint: null,
      totals: cartTotals([], null, null),
    };
  }
  // One after the other: a transaction's client runs one query at a time.
  const rows = await itemRows(q, cart.cart_id);
  const generals = await generalDiscounts(q, cart.store_id);
  const voucher = await appliedCartVoucher(q, cart.cart_id);
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

/** GET /api/cart/items/{userId} */
export async function getCart(db: Db, userId: number): Promise<CartData> {
  return cartDataOf(await priceCart(db, await cartOf(db, userId, false)));
}

/** The vouchers a shopper can apply in the drawer: own, unused, unexpired, not applied, product or cart kind. */
export async function listCartVouchers(q: Q, userId: number): Promise<CartVoucher[]> {
  const rows = await queryRows<CartVoucher & { expires_at: Date | string }>(
    q,
    sql`select uv.user_voucher_id, uv.redeem_code, v.voucher_type, v.discount_type, v.discount_amount,
          v.min_purchase, v.max_discount, v.description, uv.expires_at
        from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
        where uv.user_id = ${userId} and ${sql.raw(LIVE_VOUCHER('uv'))}
          and uv.cart_id is null and uv.cart_item_id is null and not v.is_deleted
          and v.voucher_type in ('PRODUCT_DISCOUNT', 'CART_DISCOUNT')
        order by uv.expires_at, uv.user_voucher_id`,
  );
  return rows.map((r) => ({
    ...r,
    user_voucher_id: num(r.user_voucher_id),
    discount_amount: num(r.discount_amount),
    min_purchase: num(r.min_purchase),
    max_discount: numOrNull(r.max_discount),
    expires_at: new Date(r.expires_at).toISOString(),
  }));
}

interface InventoryRow {
  inventory_id: number;
  store_id: number;
  stock: number;
  product_name: string;
  store_name: string;
}

function stockError(left: number, product: string): AppError {
  return left <= 0
    ? new AppError(422, 'CART_OUT_OF_STOCK', { product })
    : new AppError(422, 'CART_STOCK_LEFT', { left, product });
}

/** POST /api/cart/add: a product of the cart's store, not in the cart yet, within stock. */
export async function addItem(
  db: Db,
  userId: number,
  inventoryId: number,
  quantity: number,
): Promise<{ item: CartItem; cartPrice: CartPrice; vouchers: CartVoucher[] }> {
  return db.transaction(async (tx) => {
    const [inventory] = await queryRows<InventoryRow>(
      tx,
      sql`select i.inventory_id, i.store_id, i.stock, p.product_name, s.store_name
          from inventories i join products p on p.product_id = i.product_id
          join stores s on s.store_id = i.store_id
          where i.inventory_id = ${inventoryId} and not p.is_deleted and not s.is_deleted`,
    );
    if (!inventory) throw new AppError(404, 'PRODUCT_NOT_FOUND');
    const storeId = num(inventory.store_id);
    await tx.execute(
      sql`insert into carts (user_id, store_id) values (${userId}, ${storeId}) on conflict (user_id) do nothing`,
    );
    const cart = (await cartOf(tx, userId, true))!;
    if (num(cart.store_id) !== storeId) {
      const [counted] = await queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from cart_items where cart_id = ${cart.cart_id}`,
      );
      if (num(counted?.count) > 0) {
        const [other] = await queryRows<{ store_name: string }>(
          tx,
          sql`select store_name from stores where store_id = ${cart.store_id}`,
        );
        throw new AppError(409, 'CART_OTHER_STORE', { store: other?.store_name ?? 'another store' });
      }
      // An empty cart follows the shopper to the new store; a cart voucher stays with it.
      await tx.execute(
        sql`update carts set store_id = ${storeId}, updated_at = now() where cart_id = ${cart.cart_id}`,
      );
      cart.store_id = storeId;
    }
    if (quantity > num(inventory.stock)) throw stockError(num(inventory.stock), inventory.product_name);
    const inserted = await queryRows<{ cart_item_id: number }>(
      tx,
      sql`insert into cart_items (cart_id, inventory_id, quantity)
          values (${cart.cart_id}, ${inventoryId}, ${quantity})
          on conflict (cart_id, inventory_id) do nothing returning cart_item_id`,
    );
    if (inserted.length === 0) throw new AppError(409, 'CART_ITEM_EXISTS');
    const priced = await priceCart(tx, cart);
    const item = priced.items.find((i) => i.item.cart_item_id === num(inserted[0]!.cart_item_id))!;
    return { item: item.item, cartPrice: cartPriceOf(priced), vouchers: await listCartVouchers(tx, userId) };
  });
}

async function lockedItem(tx: Tx, userId: number, cartItemId: number) {
  const cart = await cartOf(tx, userId, true);
  if (!cart) throw new AppError(404, 'CART_ITEM_NOT_FOUND');
  const priced = await priceCart(tx, cart);
  const item = priced.items.find((i) => i.item.cart_item_id === cartItemId);
  if (!item) throw new AppError(404, 'CART_ITEM_NOT_FOUND');
  return { cart, priced, item };
}

/** POST /api/cart/quantity */
export async function setQuantity(
  db: Db,
  userId: number,
  cartItemId: number,
  quantity: number,
): Promise<{ cartItem: CartItem; cartPrice: CartPrice }> {
  return db.transaction(async (tx) => {
    const { cart, item } = await lockedItem(tx, userId, cartItemId);
    if (quantity > item.row.stock) throw stockError(item.row.stock, item.row.product_name);
    await tx.execute(
      sql`update cart_items set quantity = ${quantity}, updated_at = now() where cart_item_id = ${cartItemId}`,
    );
    const priced = await priceCart(tx, cart);
    const updated = priced.items.find((i) => i.item.cart_item_id === cartItemId)!;
    return { cartItem: updated.item, cartPrice: cartPriceOf(priced) };
  });
}

/** DELETE /api/cart/{userId}/{cartItemId}: the line goes, its product voucher goes back to the shopper. */
export async function removeItem(
  db: Db,
  userId: number,
  cartItemId: number,
): Promise<{ cartItem: CartItem; cartPrice: CartPrice }> {
  return db.transaction(async (tx) => {
    const { cart, item } = await lockedItem(tx, userId, cartItemId);
    await tx.execute(
      sql`update user_vouchers set cart_id = null, cart_item_id = null, applied_amount = null
          where cart_item_id = ${cartItemId} and used_at is null and order_id is null`,
    );
    await tx.execute(sql`delete from cart_items where cart_item_id = ${cartItemId}`);
    const priced = await priceCart(tx, cart);
    return { cartItem: { ...item.item, voucher: null }, cartPrice: cartPriceOf(priced) };
  });
}

interface OwnedVoucherRow {
  user_voucher_id: number;
  user_id: number;
  voucher_type: VoucherType;
  discount_type: VoucherDiscountType;
  discount_amount: number;
  min_purchase: number;
  max_discount: number | null;
  expired: boolean;
  used: boolean;
  applied: boolean;
  is_deleted: boolean;
}

/** The voucher the shopper names, refused with the reason when it cannot be applied now. */
async function usableVoucher(tx: Tx, userId: number, userVoucherId: number, kind: VoucherType) {
  const [v] = await queryRows<OwnedVoucherRow>(
    tx,
    sql`select uv.user_voucher_id, uv.user_id, v.voucher_type, v.discount_type, v.discount_amount,
          v.min_purchase, v.max_discount, uv.expires_at <= now() as expired,
          (uv.used_at is not null or uv.order_id is not null) as used,
          (uv.cart_id is not null or uv.cart_item_id is not null) as applied, v.is_deleted
        from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
        where uv.user_voucher_id = ${userVoucherId}`,
  );
  if (!v || v.is_deleted) throw new AppError(404, 'VOUCHER_NOT_FOUND');
  if (num(v.user_id) !== userId) throw new AppError(403, 'VOUCHER_NOT_YOURS');
  if (v.used || v.applied) throw new AppError(409, 'VOUCHER_ALREADY_USED');
  if (v.expired) throw new AppError(422, 'VOUCHER_EXPIRED');
  if (v.voucher_type !== kind) {
    throw new AppError(422, kind === 'PRODUCT_DISCOUNT' ? 'VOUCHER_NOT_FOR_PRODUCT' : 'VOUCHER_NOT_FOR_CART');
  }
  return {
    discount_type: v.discount_type,
    discount_amount: num(v.discount_amount),
    min_purchase: num(v.min_purchase),
    max_discount: numOrNull(v.max_discount),
  } satisfies VoucherTerms;
}

/** Takes the voucher for a cart or a line: only while unused and unapplied (at most once, ever). */
async function takeVoucher(
  tx: Tx,
  userId: number,
  userVoucherId: number,
  cartId: number,
  cartItemId: number | null,
  amount: number,
): Promise<void> {
  const taken = await queryRows<{ user_voucher_id: number }>(
    tx,
    sql`update user_vouchers set cart_id = ${cartId}, cart_item_id = ${cartItemId}, applied_amount = ${amount}
        where user_voucher_id = ${userVoucherId} and user_id = ${userId}
          and cart_id is null and cart_item_id is null and ${sql.raw(LIVE_VOUCHER('user_vouchers'))}
        returning user_voucher_id`,
  );
  if (taken.length === 0) throw new AppError(409, 'VOUCHER_ALREADY_USED');
}

/** POST /api/cart/redeem-product/: a product voucher on one line. */
export async function redeemProductVoucher(
  db: Db,
  userId: number,
  userVoucherId: number,
  cartItemId: number,
): Promise<{ cartItem: CartItem; cartPrice: CartPrice }> {
  return db.transaction(async (tx) => {
    const { cart, item } = await lockedItem(tx, userId, cartItemId);
    const terms = await usableVoucher(tx, userId, userVoucherId, 'PRODUCT_DISCOUNT');
    if (item.item.voucher) throw new AppError(409, 'VOUCHER_ITEM_HAS_ONE');
    const base = item.item.product_price;
    if (base < terms.min_purchase) {
      throw new AppError(422, 'VOUCHER_MIN_PURCHASE', { min: formatRupiah(terms.min_purchase) });
    }
    await takeVoucher(tx, userId, userVoucherId, cart.cart_id, cartItemId, 0);
    const priced = await priceCart(tx, cart);
    const updated = priced.items.find((i) => i.item.cart_item_id === cartItemId)!;
    await tx.execute(
      sql`update user_vouchers set applied_amount = ${updated.voucherCut} where user_voucher_id = ${userVoucherId}`,
    );
    return { cartItem: updated.item, cartPrice: cartPriceOf(priced) };
  });
}

/** POST /api/cart/redeem-cart/: a cart voucher on the whole cart. */
export async function redeemCartVoucher(
  db: Db,
  userId: number,
  userVoucherId: number,
  cartId: number,
): Promise<{ newCartPrice: number; cartPrice: CartPrice }> {
  return db.transaction(async (tx) => {
    const cart = await cartOf(tx, userId, true);
    if (!cart || num(cart.cart_id) !== cartId) {
      const [other] = await queryRows<{ user_id: number }>(
        tx,
        sql`select user_id from carts where cart_id = ${cartId}`,
      );
      if (other) throw new AppError(403, 'NOT_YOURS');
      throw new AppError(404, 'CART_NOT_FOUND');
    }
    const terms = await usableVoucher(tx, userId, userVoucherId, 'CART_DISCOUNT');
    const before = await priceCart(tx, cart);
    if (before.cartVoucher) throw new AppError(409, 'VOUCHER_CART_HAS_ONE');
    if (before.items.length === 0) throw new AppError(422, 'CART_EMPTY');
    if (before.totals.items_price < terms.min_purchase) {
      throw new AppError(422, 'VOUCHER_MIN_PURCHASE', { min: formatRupiah(terms.min_purchase) });
    }
    await takeVoucher(tx, userId, userVoucherId, cart.cart_id, null, 0);
    const priced = await priceCart(tx, cart);
    await tx.execute(
      sql`update user_vouchers set applied_amount = ${priced.totals.cart_discount} where user_voucher_id = ${userVoucherId}`,
    );
    return { newCartPrice: priced.totals.cart_price, cartPrice: cartPriceOf(priced) };
  });
}

interface StoredAnswer {
  status_code: number;
  response: unknown;
}

export const CHECKOUT_ROUTE = 'POST /api/cart/checkout';

/**
 * POST /api/cart/checkout/{userId}: the cart becomes an AWAITING_PAYMENT order in one
 * transaction. With an Idempotency-Key, the first successful answer is stored with the order and
 * a repeat of the key answers it again (a key whose first try failed may be tried again).
 */
export async function checkout(
  db: Db,
  userId: number,
  idempotencyKey: string | undefined,
): Promise<{ order: CheckoutOrder; replayed: boolean }> {
  if (idempotencyKey) {
    const stored = await storedAnswer(db, userId, idempotencyKey);
    if (stored) return { order: stored, replayed: true };
  }
  try {
    return await db.transaction(async (tx) => {
      if (idempotencyKey) {
        // Claims the key; a concurrent request with the same key waits here until this one ends.
        const claimed = await queryRows<{ key: string }>(
          tx,
          sql`insert into idempotency_keys (user_id, key, route, status_code, response)
              values (${userId}, ${idempotencyKey}, ${CHECKOUT_ROUTE}, 0, 'null'::jsonb)
              on conflict do nothing returning key`,
        );
        if (claimed.length === 0) throw new KeyTaken();
      }
      const order = await placeOrder(tx, userId, idempotencyKey);
      if (idempotencyKey) {
        await tx.execute(
          sql`update idempotency_keys set status_code = 201, response = ${JSON.stringify(order)}::jsonb
              where user_id = ${userId} and key = ${idempotencyKey} and route = ${CHECKOUT_ROUTE}`,
        );
      }
      return { order, replayed: false };
    });
  } catch (error) {
    if (error instanceof KeyTaken && idempotencyKey) {
      const stored = await storedAnswer(db, userId, idempotencyKey);
      if (stored) return { order: stored, replayed: true };
      throw new AppError(409, 'IDEMPOTENCY_KEY_BUSY');
    }
    throw error;
  }
}

class KeyTaken extends Error {}

async function storedAnswer(db: Db, userId: number, key: string): Promise<CheckoutOrder | null> {
  const [row] = await queryRows<StoredAnswer>(
    db,
    sql`select status_code, response from idempotency_keys
        where user_id = ${userId} and key = ${key} and route = ${CHECKOUT_ROUTE}`,
  );
  if (!row || num(row.status_code) !== 201) return null;
  const response = typeof row.response === 'string' ? JSON.parse(row.response) : row.response;
  return response as CheckoutOrder;
}

interface LockedStock {
  inventory_id: number;
  stock: number;
}

async function placeOrder(
  tx: Tx,
  userId: number,
  idempotencyKey: string | undefined,
): Promise<CheckoutOrder> {
  const cart = await cartOf(tx, userId, true);
  if (!cart) throw new AppError(422, 'CART_EMPTY');
  const first = await priceCart(tx, cart);
  if (first.items.length === 0) throw new AppError(422, 'CART_EMPTY');
  for (const i of first.items) {
    if (!i.row.sellable) throw new AppError(409, 'PRODUCT_NOT_FOUND');
  }

  // Lock every inventory the order may take from, in id order (no deadlocks between checkouts).
  const ids = new Set<number>();
  for (const i of first.items) {
    ids.add(i.row.inventory_id);
    if (i.row.bogo_inventory_id !== null) ids.add(i.row.bogo_inventory_id);
  }
  const locked = await queryRows<LockedStock>(
    tx,
    sql`select inventory_id, stock from inventories
        where inventory_id in (${sql.join(
          [...ids].map((id) => sql`${id}`),
          sql`, `,
        )}) order by inventory_id for update`,
  );
  const stock = new Map(locked.map((l) => [num(l.inventory_id), num(l.stock)]));

  // Paid units first: each must be in stock now.
  for (const i of first.items) {
    const left = stock.get(i.row.inventory_id) ?? 0;
    if (i.row.quantity > left) {
      throw new AppError(409, left <= 0 ? 'CART_OUT_OF_STOCK' : 'CART_STOCK_LEFT', {
        left,
        product: i.row.product_name,
      });
    }
  }
  // Re-price with the locked stock, so BOGO free units are what the shelves hold now.
  const remaining = new Map(stock);
  for (const i of first.items)
    remaining.set(i.row.inventory_id, remaining.get(i.row.inventory_id)! - i.row.quantity);
  const priced = await priceCart(tx, cart, stock);
  // Hand out free units in line order within what is left after every paid unit.
  const take = new Map<number, number>();
  for (const i of priced.items)
    take.set(i.row.inventory_id, (take.get(i.row.inventory_id) ?? 0) + i.row.quantity);
  const freeOf = new Map<number, number>();
  for (const i of priced.items) {
    if (!i.free) continue;
    const left = (remaining.get(i.free.inventory_id) ?? 0) - (freeOf.get(i.free.inventory_id) ?? 0);
    const units = Math.max(0, Math.min(i.free.quantity, left));
    i.free.quantity = units;
    i.item.free_quantity = units;
    if (units > 0) {
      freeOf.set(i.free.inventory_id, (freeOf.get(i.free.inventory_id) ?? 0) + units);
      take.set(i.free.inventory_id, (take.get(i.free.inventory_id) ?? 0) + units);
    }
  }

  const { totals } = priced;
  const cartDiscount = totals.store_discount + totals.cart_discount;
  const deadline = new Date(Date.now() + PAYMENT_WINDOW_MS);
  const [order] = await queryRows<{
    order_id: number;
    created_at: Date | string;
    payment_deadline: Date | string;
  }>(
    tx,
    sql`insert into orders (user_id, store_id, status, items_price, cart_discount, total_price,
          payment_deadline, idempotency_key)
        values (${userId}, ${cart.store_id}, 'AWAITING_PAYMENT', ${totals.items_price}, ${cartDiscount},
          ${totals.cart_price}, ${deadline.toISOString()}::timestamptz, ${idempotencyKey ?? null})
        returning order_id, created_at, payment_deadline`,
  );
  const orderId = num(order!.order_id);

  const lines = priced.items.flatMap((i) => {
    const r = i.row;
    const sameFree = i.free && i.free.inventory_id === r.inventory_id ? i.free.quantity : 0;
    const main = sql`(${orderId}, ${r.inventory_id}, ${r.product_id}, ${r.product_name}, ${r.price},
      ${r.quantity}, ${sameFree}, ${i.item.product_price}, ${r.price * r.quantity - i.item.product_price})`;
    if (!i.free || i.free.quantity === 0 || i.free.inventory_id === r.inventory_id) return [main];
    const f = i.free;
    return [
      main,
      sql`(${orderId}, ${f.inventory_id}, ${f.product_id}, ${f.product_name}, ${f.price},
        ${f.quantity}, ${f.quantity}, 0, ${f.price * f.quantity})`,
    ];
  });
  await tx.execute(
    sql`insert into order_items (order_id, inventory_id, product_id, product_name, original_price,
          quantity, free_quantity, product_price, discount_amount)
        values ${sql.join(lines, sql`, `)}`,
  );

  // Stock leaves through the journal: a conditional update and a SOLD entry per inventory.
  for (const [inventoryId, units] of [...take.entries()].sort((a, b) => a[0] - b[0])) {
    if (units <= 0) continue;
    const updated = await queryRows<{ stock: number; store_id: number }>(
      tx,
      sql`update inventories set stock = stock - ${units}, updated_at = now()
          where inventory_id = ${inventoryId} and stock >= ${units}
          returning stock, store_id`,
    );
    if (updated.length === 0) {
      throw new AppError(409, 'CART_STOCK_LEFT', { left: stock.get(inventoryId) ?? 0, product: 'an item' });
    }
    await tx.execute(
      sql`insert into stock_journals (inventory_id, store_id, stock_change, change_category, stock_after,
            order_id, created_by, note)
          values (${inventoryId}, ${updated[0]!.store_id}, ${-units}, 'SOLD', ${updated[0]!.stock},
            ${orderId}, ${userId}, ${`Order ${orderId}`})`,
    );
  }

  // Vouchers that took something off move to the order and are used; the others go back.
  for (const i of priced.items) {
    if (!i.item.voucher) continue;
    await moveVoucher(tx, i.item.voucher.user_voucher_id, orderId, i.voucherCut);
  }
  if (priced.cartVoucher) {
    await moveVoucher(tx, priced.cartVoucher.user_voucher_id, orderId, totals.cart_discount);
  }
  await tx.execute(
    sql`update user_vouchers set cart_id = null, cart_item_id = null, applied_amount = null
        where cart_id = ${cart.cart_id} and used_at is null`,
  );
  await tx.execute(sql`delete from cart_items where cart_id = ${cart.cart_id}`);

  return {
    order_id: orderId,
    store_id: num(cart.store_id),
    status: 'AWAITING_PAYMENT',
    items_price: totals.items_price,
    cart_discount: cartDiscount,
    total_price: totals.cart_price,
    payment_deadline: new Date(order!.payment_deadline).toISOString(),
    created_at: new Date(order!.created_at).toISOString(),
  };
}

async function moveVoucher(tx: Tx, userVoucherId: number, orderId: number, amount: number): Promise<void> {
  if (amount <= 0) return;
  await tx.execute(
    sql`update user_vouchers set order_id = ${orderId}, used_at = now(), applied_amount = ${amount},
          cart_id = null, cart_item_id = null
        where user_voucher_id = ${userVoucherId} and used_at is null and order_id is null`,
  );
}
