/**
 * The shopper's cart (SPEC §3, §4, §7 "Location and cart"): one cart per user, of one store at a
 * time; product and cart vouchers; checkout into an AWAITING_PAYMENT order (DESIGN §5).
 *
 * Concurrency: every change of a cart first locks the cart row (`for update`): add, quantity and
 * remove are one statement each (atomic on their own), redeems and checkout a transaction, so one
 * shopper's changes never interleave. A voucher is taken by a conditional
 * update (only while unused and unapplied), so it is applied at most once whatever runs in
 * parallel. Checkout locks the inventories it sells (in id order, no deadlocks) and takes stock
 * with `stock = stock - n where stock >= n`, writing a SOLD journal entry for each change in the
 * same statement.
 *
 * Speed: the whole cart (lines with their running discount and voucher, the store's general
 * discounts, the cart voucher) is read by one statement; prices are computed in pricing.ts, and a
 * change's new prices are computed from the rows already read instead of reading them again.
 */
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
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { UNIT_PRICE_SQL } from '../catalogue/catalogue.service';
import { inTransaction, runner, type Run } from '../../db/statements';
import { cartTotals, firstApplicable, priceLine, type GeneralDiscount, type VoucherTerms } from './pricing';

/** How long a shopper has to pay a new order by manual transfer (DESIGN §5). */
export const PAYMENT_WINDOW_MS = 60 * 60 * 1000;

const RUNNING = (d: string) =>
  `${d}.is_active and not ${d}.is_deleted and ${d}.start_date <= now() and ${d}.end_date >= now()`;

/** An applied voucher is live while it is unused and has not expired. */
const LIVE_VOUCHER = (uv: string) =>
  `${uv}.used_at is null and ${uv}.order_id is null and ${uv}.expires_at > now()`;

interface CartRow {
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

/** What one read of a cart gives: enough to price it, and to price it again after a change. */
export interface CartRead {
  cart: CartRow | null;
  rows: ItemRow[];
  generals: GeneralRow[];
  voucher: CartVoucherRow | null;
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

/**
 * The lines of cart `c` ($1 is its user: vouchers are found through the user's own, which
 * user_vouchers indexes, rather than by cart or line, which it does not).
 */
const ITEMS_SQL = (source = 'cart_items') => `
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
  from ${source} ci
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
  -- The free product of a BOGO and its shelf: looked up only for a BOGO line, by key.
  left join lateral (
    select bp.product_name, bp.price from products bp
    where d.type = 'BOGO' and bp.product_id = d.bogo_product_id and not bp.is_deleted
    limit 1
  ) bp on true
  left join lateral (
    select bi.inventory_id, bi.stock from inventories bi
    where d.type = 'BOGO' and bi.store_id = i.store_id and bi.product_id = coalesce(d.bogo_product_id, p.product_id)
    limit 1
  ) bi on true
  left join user_vouchers uv on uv.user_id = $1::int and uv.cart_item_id = ci.cart_item_id and ${LIVE_VOUCHER('uv')}
  left join vouchers v on v.voucher_id = uv.voucher_id
  where ci.cart_id = c.cart_id`;

const GENERALS_SQL = `
  select d.discount_id, d.type, d.value, d.min_purchase, d.max_discount, d.description, d.end_date
  from discounts d
  where d.store_id = c.store_id and d.inventory_id is null and ${RUNNING('d')}`;

const CART_VOUCHER_SQL = `
  select uv.user_voucher_id, uv.redeem_code, v.voucher_type, v.discount_type, v.discount_amount,
    v.min_purchase, v.max_discount
  from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
  where uv.user_id = $1::int and uv.cart_id = c.cart_id and uv.cart_item_id is null and ${LIVE_VOUCHER('uv')}
  order by uv.user_voucher_id limit 1`;

const CART_VOUCHERS_SQL = `
  select uv.user_voucher_id, uv.redeem_code, v.voucher_type, v.discount_type, v.discount_amount,
    v.min_purchase, v.max_discount, v.description, uv.expires_at
  from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
  where uv.user_id = $1::int and ${LIVE_VOUCHER('uv')}
    and uv.cart_id is null and uv.cart_item_id is null and not v.is_deleted
    and v.voucher_type in ('PRODUCT_DISCOUNT', 'CART_DISCOUNT')`;

interface ReadCartOptions {
  /** Lock the cart row (`for update`). */
  lock?: boolean;
  /** Also answer the vouchers the shopper can apply (the add's answer carries them). */
  vouchers?: boolean;
  /** CTEs after `c` (the cart), e.g. a change made by the same statement. */
  ctes?: string;
  /** Extra columns of the answer. */
  columns?: string;
  /** Where the lines come from (default cart_items). */
  items?: string;
  /** The whole WITH head defining `c` (default: the user's cart). */
  head?: string;
  /** The FROM clause (default: the cart alone). */
  from?: string;
}

/**
 * The user's whole cart in one statement ($1 user id): lines with their running discount and
 * voucher, the store's general discounts, the cart voucher. Every part reads the snapshot the
 * statement started with: a change made by a CTE of the same statement is not seen.
 */
const readCartSql = (o: ReadCartOptions = {}) => `
  ${o.head ?? `with c as (select cart_id, store_id from carts where user_id = $1::int ${o.lock ? 'for update' : ''})`}
  ${o.ctes ?? ''}
  select c.cart_id, c.store_id,
    coalesce((select json_agg(x order by x.cart_item_id) from (${ITEMS_SQL(o.items)}) x), '[]'::json) as items,
    coalesce((select json_agg(g order by g.end_date, g.discount_id) from (${GENERALS_SQL}) g), '[]'::json) as generals,
    (select row_to_json(v) from (${CART_VOUCHER_SQL}) v) as cart_voucher
    ${
      o.vouchers
        ? `, coalesce((select json_agg(w order by w.expires_at, w.user_voucher_id) from (${CART_VOUCHERS_SQL}) w),
            '[]'::json) as vouchers`
        : ''
    }
    ${o.columns ?? ''}
  ${o.from ?? 'from c'}`;
const READ_CART = readCartSql();
const READ_CART_LOCKED = readCartSql({ lock: true });
const READ_CART_VOUCHERS = readCartSql({ vouchers: true });

type Json<T> = T | string;
const json = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

type VoucherRow = CartVoucher & { expires_at: Date | string };
const voucherOf = (r: VoucherRow): CartVoucher => ({
  ...r,
  expires_at: new Date(r.expires_at).toISOString(),
});

interface ReadRow {
  cart_id: number;
  store_id: number;
  items: Json<ItemRow[]>;
  generals: Json<GeneralRow[]>;
  cart_voucher: Json<CartVoucherRow> | null;
  vouchers?: Json<VoucherRow[]>;
}

function cartReadOf(row: ReadRow | undefined): CartRead & { vouchers: CartVoucher[] } {
  if (!row) return { cart: null, rows: [], generals: [], voucher: null, vouchers: [] };
  return {
    cart: { cart_id: row.cart_id, store_id: row.store_id },
    rows: json(row.items),
    generals: json(row.generals),
    voucher: row.cart_voucher === null ? null : json(row.cart_voucher),
    vouchers: row.vouchers === undefined ? [] : json(row.vouchers).map(voucherOf),
  };
}

async function readCart(
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

/** GET /api/cart/items/{userId} */
export async function getCart(db: Db, userId: number): Promise<CartData> {
  return cartDataOf(priceCart(await readCart(runner(db), userId, false)));
}

async function cartVouchers(run: Run, userId: number): Promise<CartVoucher[]> {
  const rows = await run<VoucherRow>(
    'cart_vouchers',
    `${CART_VOUCHERS_SQL} order by uv.expires_at, uv.user_voucher_id`,
    [userId],
  );
  return rows.map(voucherOf);
}

/** The vouchers a shopper can apply in the drawer: own, unused, unexpired, not applied, product or cart kind. */
export async function listCartVouchers(db: Db, userId: number): Promise<CartVoucher[]> {
  return cartVouchers(runner(db), userId);
}

function stockError(left: number, product: string, status = 422): AppError {
  return left <= 0
    ? new AppError(status, 'CART_OUT_OF_STOCK', { product })
    : new AppError(status, 'CART_STOCK_LEFT', { left, product });
}

/**
 * The whole add in one statement: the product, the caller's cart (created, or locked when it
 * exists), the new line when the product is of the cart's store and in stock, and the cart priced
 * with that line ($1 user, $2 inventory, $3 quantity).
 */
const ADD_SQL = readCartSql({
  head: `with inv as (
    select i.inventory_id, i.store_id, i.stock, p.product_name
    from inventories i join products p on p.product_id = i.product_id
    join stores s on s.store_id = i.store_id
    where i.inventory_id = $2::int and not p.is_deleted and not s.is_deleted
  ), c as (
    insert into carts (user_id, store_id) select $1::int, inv.store_id from inv
    on conflict (user_id) do update set updated_at = carts.updated_at
    returning cart_id, store_id
  ), added as (
    insert into cart_items (cart_id, inventory_id, quantity)
    select c.cart_id, inv.inventory_id, $3::int from c cross join inv
    where c.store_id = inv.store_id and $3::int <= inv.stock
    on conflict (cart_id, inventory_id) do nothing
    returning cart_item_id, cart_id, inventory_id, quantity
  )`,
  items: `(select cart_item_id, cart_id, inventory_id, quantity from cart_items
    union all select cart_item_id, cart_id, inventory_id, quantity from added)`,
  vouchers: true,
  columns: `, inv.store_id as inv_store_id, inv.stock as inv_stock, inv.product_name as inv_product_name,
    (select cart_item_id from added) as added_id`,
  from: 'from c cross join inv',
});

const ADD_ITEM_SQL = `
  insert into cart_items (cart_id, inventory_id, quantity) values ($1::int, $2::int, $3::int)
  on conflict (cart_id, inventory_id) do nothing returning cart_item_id`;

interface AddRow extends ReadRow {
  inv_store_id: number;
  inv_stock: number;
  inv_product_name: string;
  added_id: number | null;
}

/** POST /api/cart/add: a product of the cart's store, not in the cart yet, within stock. */
export async function addItem(
  db: Db,
  userId: number,
  inventoryId: number,
  quantity: number,
): Promise<{ item: CartItem; cartPrice: CartPrice; vouchers: CartVoucher[] }> {
  const [row] = await runner(db)<AddRow>('cart_add', ADD_SQL, [userId, inventoryId, quantity]);
  if (!row) throw new AppError(404, 'PRODUCT_NOT_FOUND');
  const answer = (read: CartRead & { vouchers: CartVoucher[] }, cartItemId: number) => {
    const priced = priceCart(read);
    return {
      item: pricedLine(priced, cartItemId).item,
      cartPrice: cartPriceOf(priced),
      vouchers: read.vouchers,
    };
  };
  if (row.added_id !== null) return answer(cartReadOf(row), row.added_id);
  if (row.store_id === row.inv_store_id) {
    if (quantity > row.inv_stock) throw stockError(row.inv_stock, row.inv_product_name);
    throw new AppError(409, 'CART_ITEM_EXISTS');
  }
  // A product of another store: refused while the cart holds items; an empty cart moves.
  return inTransaction(db, async (run) => {
    const [other] = await run<{ items: number; store_name: string; store_id: number }>(
      'cart_add_other_store',
      `select (select count(*)::int from cart_items where cart_id = c.cart_id) as items, s.store_name, s.store_id
       from (select cart_id, store_id from carts where user_id = $1::int for update) c
       join stores s on s.store_id = c.store_id`,
      [userId],
    );
    if (other && other.store_id !== row.inv_store_id && other.items > 0) {
      throw new AppError(409, 'CART_OTHER_STORE', { store: other.store_name });
    }
    // An empty cart follows the shopper to the new store; a cart voucher stays with it.
    await run(
      'cart_move_store',
      `update carts set store_id = $2::int, updated_at = now() where cart_id = $1::int`,
      [row.cart_id, row.inv_store_id],
    );
    if (quantity > row.inv_stock) throw stockError(row.inv_stock, row.inv_product_name);
    const [inserted] = await run<{ cart_item_id: number }>('cart_add_item', ADD_ITEM_SQL, [
      row.cart_id,
      inventoryId,
      quantity,
    ]);
    if (!inserted) throw new AppError(409, 'CART_ITEM_EXISTS');
    return answer(await readCart(run, userId, false, true), inserted.cart_item_id);
  });
}

/** The caller's cart, locked, and the line asked for (404 when it is not in this cart). */
async function lockedLine(run: Run, userId: number, cartItemId: number) {
  const read = await readCart(run, userId, true);
  const row = read.rows.find((r) => r.cart_item_id === cartItemId);
  if (!read.cart || !row) throw new AppError(404, 'CART_ITEM_NOT_FOUND');
  return { read, cart: read.cart, row };
}

/** The read with one line replaced (or removed with null): the cart as it is after a change. */
function withLine(read: CartRead, cartItemId: number, row: ItemRow | null): CartRead {
  return {
    ...read,
    rows: read.rows.flatMap((r) => (r.cart_item_id !== cartItemId ? [r] : row ? [row] : [])),
  };
}

function pricedLine(priced: PricedCart, cartItemId: number): PricedItem {
  return priced.items.find((i) => i.item.cart_item_id === cartItemId)!;
}

/** The caller's cart locked, and line $2 changed by `change` (a CTE that answers cart_item_id). */
const changeLineSql = (change: string) =>
  readCartSql({
    lock: true,
    ctes: `, target as (
      select ci.cart_item_id, i.stock from cart_items ci join inventories i on i.inventory_id = ci.inventory_id
      where ci.cart_item_id = $2::int and ci.cart_id = (select cart_id from c)
    ), ${change}`,
    columns: ', (select cart_item_id from changed) as changed_id',
  });

/** $3 quantity, within the stock. */
const SET_QUANTITY_SQL = changeLineSql(`changed as (
  update cart_items set quantity = $3::int, updated_at = now()
  where cart_item_id = (select cart_item_id from target) and $3::int <= (select stock from target)
  returning cart_item_id
)`);

/** The line goes; its product voucher goes back to the shopper. */
const REMOVE_SQL = changeLineSql(`released as (
  update user_vouchers set cart_id = null, cart_item_id = null, applied_amount = null
  where user_id = $1::int and cart_item_id = (select cart_item_id from target) and used_at is null and order_id is null
), changed as (
  delete from cart_items where cart_item_id = (select cart_item_id from target) returning cart_item_id
)`);

/**
 * One statement changes a line and reads the cart as it was (its snapshot): the line asked for
 * (404 when it is not in the caller's cart), and whether the change was made.
 */
async function changeLine(db: Db, name: string, text: string, values: unknown[], cartItemId: number) {
  const [row] = await runner(db)<ReadRow & { changed_id: number | null }>(name, text, values);
  const read = cartReadOf(row);
  const line = read.rows.find((r) => r.cart_item_id === cartItemId);
  if (!row || !line) throw new AppError(404, 'CART_ITEM_NOT_FOUND');
  return { read, line, changed: row.changed_id !== null };
}

/** POST /api/cart/quantity */
export async function setQuantity(
  db: Db,
  userId: number,
  cartItemId: number,
  quantity: number,
): Promise<{ cartItem: CartItem; cartPrice: CartPrice }> {
  const { read, line, changed } = await changeLine(
    db,
    'cart_set_quantity',
    SET_QUANTITY_SQL,
    [userId, cartItemId, quantity],
    cartItemId,
  );
  if (!changed) throw stockError(line.stock, line.product_name);
  const priced = priceCart(withLine(read, cartItemId, { ...line, quantity }));
  return { cartItem: pricedLine(priced, cartItemId).item, cartPrice: cartPriceOf(priced) };
}

/** DELETE /api/cart/{userId}/{cartItemId}: the line goes, its product voucher goes back to the shopper. */
export async function removeItem(
  db: Db,
  userId: number,
  cartItemId: number,
): Promise<{ cartItem: CartItem; cartPrice: CartPrice }> {
  const { read, changed } = await changeLine(db, 'cart_remove', REMOVE_SQL, [userId, cartItemId], cartItemId);
  if (!changed) throw new AppError(404, 'CART_ITEM_NOT_FOUND');
  const removed = pricedLine(priceCart(read), cartItemId);
  const priced = priceCart(withLine(read, cartItemId, null));
  return { cartItem: { ...removed.item, voucher: null }, cartPrice: cartPriceOf(priced) };
}

interface OwnedVoucherRow extends CartVoucherRow {
  user_id: number;
  expired: boolean;
  used: boolean;
  applied: boolean;
  is_deleted: boolean;
}

/** The voucher the shopper names, refused with the reason when it cannot be applied now. */
async function usableVoucher(run: Run, userId: number, userVoucherId: number, kind: VoucherType) {
  const [v] = await run<OwnedVoucherRow>(
    'cart_voucher_of',
    `select uv.user_voucher_id, uv.user_id, uv.redeem_code, v.voucher_type, v.discount_type, v.discount_amount,
       v.min_purchase, v.max_discount, uv.expires_at <= now() as expired,
       (uv.used_at is not null or uv.order_id is not null) as used,
       (uv.cart_id is not null or uv.cart_item_id is not null) as applied, v.is_deleted
     from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
     where uv.user_voucher_id = $1::int`,
    [userVoucherId],
  );
  if (!v || v.is_deleted) throw new AppError(404, 'VOUCHER_NOT_FOUND');
  if (v.user_id !== userId) throw new AppError(403, 'VOUCHER_NOT_YOURS');
  if (v.used || v.applied) throw new AppError(409, 'VOUCHER_ALREADY_USED');
  if (v.expired) throw new AppError(422, 'VOUCHER_EXPIRED');
  if (v.voucher_type !== kind) {
    throw new AppError(422, kind === 'PRODUCT_DISCOUNT' ? 'VOUCHER_NOT_FOR_PRODUCT' : 'VOUCHER_NOT_FOR_CART');
  }
  return v;
}

/** Takes the voucher for a cart or a line: only while unused and unapplied (at most once, ever). */
async function takeVoucher(
  run: Run,
  userId: number,
  userVoucherId: number,
  cartId: number,
  cartItemId: number | null,
  amount: number,
): Promise<void> {
  const taken = await run<{ user_voucher_id: number }>(
    'cart_take_voucher',
    `update user_vouchers set cart_id = $3::int, cart_item_id = $4::int, applied_amount = $5::int
     where user_voucher_id = $1::int and user_id = $2::int
       and cart_id is null and cart_item_id is null and ${LIVE_VOUCHER('user_vouchers')}
     returning user_voucher_id`,
    [userVoucherId, userId, cartId, cartItemId, amount],
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
  return inTransaction(db, async (run) => {
    const { read, cart, row } = await lockedLine(run, userId, cartItemId);
    const v = await usableVoucher(run, userId, userVoucherId, 'PRODUCT_DISCOUNT');
    if (row.user_voucher_id !== null) throw new AppError(409, 'VOUCHER_ITEM_HAS_ONE');
    const before = pricedLine(priceCart(read), cartItemId);
    if (before.item.product_price < v.min_purchase) {
      throw new AppError(422, 'VOUCHER_MIN_PURCHASE', { min: formatRupiah(v.min_purchase) });
    }
    const priced = priceCart(
      withLine(read, cartItemId, {
        ...row,
        user_voucher_id: v.user_voucher_id,
        redeem_code: v.redeem_code,
        voucher_type: v.voucher_type,
        v_discount_type: v.discount_type,
        v_amount: v.discount_amount,
        v_min: v.min_purchase,
        v_max: v.max_discount,
      }),
    );
    const line = pricedLine(priced, cartItemId);
    await takeVoucher(run, userId, userVoucherId, cart.cart_id, cartItemId, line.voucherCut);
    return { cartItem: line.item, cartPrice: cartPriceOf(priced) };
  });
}

/** POST /api/cart/redeem-cart/: a cart voucher on the whole cart. */
export async function redeemCartVoucher(
  db: Db,
  userId: number,
  userVoucherId: number,
  cartId: number,
): Promise<{ newCartPrice: number; cartPrice: CartPrice }> {
  return inTransaction(db, async (run) => {
    const read = await readCart(run, userId, true);
    if (!read.cart || read.cart.cart_id !== cartId) {
      const [other] = await run<{ user_id: number }>(
        'cart_owner',
        `select user_id from carts where cart_id = $1::int`,
        [cartId],
      );
      if (other) throw new AppError(403, 'NOT_YOURS');
      throw new AppError(404, 'CART_NOT_FOUND');
    }
    const v = await usableVoucher(run, userId, userVoucherId, 'CART_DISCOUNT');
    const before = priceCart(read);
    if (before.cartVoucher) throw new AppError(409, 'VOUCHER_CART_HAS_ONE');
    if (before.items.length === 0) throw new AppError(422, 'CART_EMPTY');
    if (before.totals.items_price < v.min_purchase) {
      throw new AppError(422, 'VOUCHER_MIN_PURCHASE', { min: formatRupiah(v.min_purchase) });
    }
    const priced = priceCart({ ...read, voucher: v });
    await takeVoucher(run, userId, userVoucherId, read.cart.cart_id, null, priced.totals.cart_discount);
    return { newCartPrice: priced.totals.cart_price, cartPrice: cartPriceOf(priced) };
  });
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
    const stored = await storedAnswer(runner(db), userId, idempotencyKey);
    if (stored) return { order: stored, replayed: true };
  }
  try {
    return await inTransaction(db, async (run) => {
      if (idempotencyKey) {
        // Claims the key; a concurrent request with the same key waits here until this one ends.
        const claimed = await run<{ key: string }>(
          'cart_claim_key',
          `insert into idempotency_keys (user_id, key, route, status_code, response)
           values ($1::int, $2::text, $3::text, 0, 'null'::jsonb)
           on conflict do nothing returning key`,
          [userId, idempotencyKey, CHECKOUT_ROUTE],
        );
        if (claimed.length === 0) throw new KeyTaken();
      }
      const order = await placeOrder(run, userId, idempotencyKey);
      if (idempotencyKey) {
        await run(
          'cart_store_answer',
          `update idempotency_keys set status_code = 201, response = $4::jsonb
           where user_id = $1::int and key = $2::text and route = $3::text`,
          [userId, idempotencyKey, CHECKOUT_ROUTE, JSON.stringify(order)],
        );
      }
      return { order, replayed: false };
    });
  } catch (error) {
    if (error instanceof KeyTaken && idempotencyKey) {
      const stored = await storedAnswer(runner(db), userId, idempotencyKey);
      if (stored) return { order: stored, replayed: true };
      throw new AppError(409, 'IDEMPOTENCY_KEY_BUSY');
    }
    throw error;
  }
}

class KeyTaken extends Error {}

async function storedAnswer(run: Run, userId: number, key: string): Promise<CheckoutOrder | null> {
  const [row] = await run<{ status_code: number; response: Json<CheckoutOrder> }>(
    'cart_stored_answer',
    `select status_code, response from idempotency_keys
     where user_id = $1::int and key = $2::text and route = $3::text`,
    [userId, key, CHECKOUT_ROUTE],
  );
  if (!row || row.status_code !== 201) return null;
  return json(row.response);
}

const INSERT_ORDER_ITEMS_SQL = `
  insert into order_items (order_id, inventory_id, product_id, product_name, original_price,
    quantity, free_quantity, product_price, discount_amount)
  select $1::int, * from unnest($2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])`;

/** Takes stock through the journal: the conditional update and its SOLD entry, in one statement. */
const SELL_SQL = `
  with sold as (
    update inventories set stock = stock - $2::int, updated_at = now()
    where inventory_id = $1::int and stock >= $2::int
    returning inventory_id, store_id, stock
  )
  insert into stock_journals (inventory_id, store_id, stock_change, change_category, stock_after,
    order_id, created_by, note)
  select inventory_id, store_id, -$2::int, 'SOLD', stock, $3::int, $4::int, $5::text from sold
  returning stock_after`;

async function placeOrder(
  run: Run,
  userId: number,
  idempotencyKey: string | undefined,
): Promise<CheckoutOrder> {
  const read = await readCart(run, userId, true);
  const cart = read.cart;
  if (!cart || read.rows.length === 0) throw new AppError(422, 'CART_EMPTY');
  for (const r of read.rows) {
    if (!r.sellable) throw new AppError(409, 'PRODUCT_NOT_FOUND');
  }

  // Lock every inventory the order may take from, in id order (no deadlocks between checkouts).
  const ids = new Set<number>();
  for (const r of read.rows) {
    ids.add(r.inventory_id);
    if (r.bogo_inventory_id !== null) ids.add(r.bogo_inventory_id);
  }
  const locked = await run<{ inventory_id: number; stock: number }>(
    'cart_lock_stock',
    `select inventory_id, stock from inventories where inventory_id = any($1::int[])
     order by inventory_id for update`,
    [[...ids]],
  );
  const stock = new Map(locked.map((l) => [l.inventory_id, l.stock]));

  // Paid units first: each must be in stock now.
  for (const r of read.rows) {
    const left = stock.get(r.inventory_id) ?? 0;
    if (r.quantity > left) throw stockError(left, r.product_name, 409);
  }
  // Price with the locked stock; free units only from what every paid unit leaves.
  const priced = priceCart(read, stock);
  const remaining = new Map(stock);
  const take = new Map<number, number>();
  for (const i of priced.items) {
    remaining.set(i.row.inventory_id, remaining.get(i.row.inventory_id)! - i.row.quantity);
    take.set(i.row.inventory_id, (take.get(i.row.inventory_id) ?? 0) + i.row.quantity);
  }
  for (const i of priced.items) {
    if (!i.free) continue;
    const units = Math.max(0, Math.min(i.free.quantity, remaining.get(i.free.inventory_id) ?? 0));
    i.free.quantity = units;
    i.item.free_quantity = units;
    remaining.set(i.free.inventory_id, (remaining.get(i.free.inventory_id) ?? 0) - units);
    if (units > 0) take.set(i.free.inventory_id, (take.get(i.free.inventory_id) ?? 0) + units);
  }

  const { totals } = priced;
  const cartDiscount = totals.store_discount + totals.cart_discount;
  const deadline = new Date(Date.now() + PAYMENT_WINDOW_MS);
  const [order] = await run<{ order_id: number; created_at: Date | string; payment_deadline: Date | string }>(
    'cart_insert_order',
    `insert into orders (user_id, store_id, status, items_price, cart_discount, total_price,
       payment_deadline, idempotency_key)
     values ($1::int, $2::int, 'AWAITING_PAYMENT', $3::int, $4::int, $5::int, $6::timestamptz, $7::text)
     returning order_id, created_at, payment_deadline`,
    [
      userId,
      cart.store_id,
      totals.items_price,
      cartDiscount,
      totals.cart_price,
      deadline.toISOString(),
      idempotencyKey ?? null,
    ],
  );
  const orderId = order!.order_id;

  // Order items: a copy of each line (names and prices as they are now); a different free product
  // gets a line of its own at price 0.
  const cols: [number[], number[], string[], number[], number[], number[], number[], number[]] = [
    [],
    [],
    [],
    [],
    [],
    [],
    [],
    [],
  ];
  const push = (...v: [number, number, string, number, number, number, number, number]) =>
    v.forEach((value, k) => (cols[k] as unknown[]).push(value));
  for (const i of priced.items) {
    const r = i.row;
    const sameFree = i.free && i.free.inventory_id === r.inventory_id ? i.free.quantity : 0;
    push(
      r.inventory_id,
      r.product_id,
      r.product_name,
      r.price,
      r.quantity,
      sameFree,
      i.item.product_price,
      r.price * r.quantity - i.item.product_price,
    );
    if (i.free && i.free.quantity > 0 && i.free.inventory_id !== r.inventory_id) {
      const f = i.free;
      push(
        f.inventory_id,
        f.product_id,
        f.product_name,
        f.price,
        f.quantity,
        f.quantity,
        0,
        f.price * f.quantity,
      );
    }
  }
  await run('cart_insert_order_items', INSERT_ORDER_ITEMS_SQL, [orderId, ...cols]);

  for (const [inventoryId, units] of [...take.entries()].sort((a, b) => a[0] - b[0])) {
    if (units <= 0) continue;
    const sold = await run('cart_sell', SELL_SQL, [inventoryId, units, orderId, userId, `Order ${orderId}`]);
    // The rows are locked and were checked: this cannot happen, and must never pass silently.
    if (sold.length === 0) throw stockError(stock.get(inventoryId) ?? 0, 'an item', 409);
  }

  // Vouchers that took something off move to the order and are used; the others go back, and
  // the cart is emptied.
  const used: number[] = [];
  const amounts: number[] = [];
  for (const i of priced.items) {
    if (i.item.voucher && i.voucherCut > 0) {
      used.push(i.item.voucher.user_voucher_id);
      amounts.push(i.voucherCut);
    }
  }
  if (priced.cartVoucher && totals.cart_discount > 0) {
    used.push(priced.cartVoucher.user_voucher_id);
    amounts.push(totals.cart_discount);
  }
  await run(
    'cart_close',
    `with used as (
       update user_vouchers uv set order_id = $2::int, used_at = now(), applied_amount = a.amount,
         cart_id = null, cart_item_id = null
       from unnest($3::int[], $4::int[]) as a(id, amount)
       where uv.user_voucher_id = a.id and uv.used_at is null and uv.order_id is null
       returning uv.user_voucher_id
     ), released as (
       update user_vouchers set cart_id = null, cart_item_id = null, applied_amount = null
       where user_id = $5::int and cart_id = $1::int and used_at is null and not (user_voucher_id = any($3::int[]))
     )
     delete from cart_items where cart_id = $1::int`,
    [cart.cart_id, orderId, used, amounts, userId],
  );

  return {
    order_id: orderId,
    store_id: cart.store_id,
    status: 'AWAITING_PAYMENT',
    items_price: totals.items_price,
    cart_discount: cartDiscount,
    total_price: totals.cart_price,
    payment_deadline: new Date(order!.payment_deadline).toISOString(),
    created_at: new Date(order!.created_at).toISOString(),
  };
}
