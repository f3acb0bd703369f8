/**
 * The SQL of the cart: one statement reads a whole cart (its lines with their running discount, BOGO
 * stock and voucher; the store's general discounts; the cart voucher), and the cart's changes are
 * CTEs in front of that read, so a change and the cart it leaves are one statement.
 * Texts only: running them is cart.rows.sql.ts's job, pricing them priced-cart.ts's.
 */
import { RUNNING_DISCOUNT_SQL, UNIT_PRICE_SQL } from '../../domain/discount-rules';
import { LIVE_VOUCHER_SQL, RELEASE_LINE_VOUCHER_SQL } from '../../domain/vouchers';

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
    where d.inventory_id = i.inventory_id and ${RUNNING_DISCOUNT_SQL('d')}
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
  left join user_vouchers uv on uv.user_id = $1::int and uv.cart_item_id = ci.cart_item_id and ${LIVE_VOUCHER_SQL('uv')}
  left join vouchers v on v.voucher_id = uv.voucher_id
  where ci.cart_id = c.cart_id`;

const GENERALS_SQL = `
  select d.discount_id, d.type, d.value, d.min_purchase, d.max_discount, d.description, d.end_date
  from discounts d
  where d.store_id = c.store_id and d.inventory_id is null and ${RUNNING_DISCOUNT_SQL('d')}`;

const CART_VOUCHER_SQL = `
  select uv.user_voucher_id, uv.redeem_code, v.voucher_type, v.discount_type, v.discount_amount,
    v.min_purchase, v.max_discount
  from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
  where uv.user_id = $1::int and uv.cart_id = c.cart_id and uv.cart_item_id is null and ${LIVE_VOUCHER_SQL('uv')}
  order by uv.user_voucher_id limit 1`;

export const CART_VOUCHERS_SQL = `
  select uv.user_voucher_id, uv.redeem_code, v.voucher_type, v.discount_type, v.discount_amount,
    v.min_purchase, v.max_discount, v.description, uv.expires_at
  from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
  where uv.user_id = $1::int and ${LIVE_VOUCHER_SQL('uv')}
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
export const readCartSql = (o: ReadCartOptions = {}) => `
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
export const READ_CART = readCartSql();
export const READ_CART_LOCKED = readCartSql({ lock: true });
export const READ_CART_VOUCHERS = readCartSql({ vouchers: true });

/**
 * The whole add in one statement: the product, the caller's cart (created, or locked when it
 * exists), the new line when the product is of the cart's store and in stock, and the cart priced
 * with that line ($1 user, $2 inventory, $3 quantity).
 */
export const ADD_SQL = readCartSql({
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

export const ADD_ITEM_SQL = `
  insert into cart_items (cart_id, inventory_id, quantity) values ($1::int, $2::int, $3::int)
  on conflict (cart_id, inventory_id) do nothing returning cart_item_id`;

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
export const SET_QUANTITY_SQL = changeLineSql(`changed as (
  update cart_items set quantity = $3::int, updated_at = now()
  where cart_item_id = (select cart_item_id from target) and $3::int <= (select stock from target)
  returning cart_item_id
)`);

/** The line goes; its product voucher goes back to the shopper. */
export const REMOVE_SQL =
  changeLineSql(`released as (${RELEASE_LINE_VOUCHER_SQL('$1::int', '(select cart_item_id from target)')}
), changed as (
  delete from cart_items where cart_item_id = (select cart_item_id from target) returning cart_item_id
)`);

/** $1 user: the caller's cart locked, its store and how many lines it holds. */
export const OTHER_STORE_SQL = `select (select count(*)::int from cart_items where cart_id = c.cart_id) as items, s.store_name, s.store_id
       from (select cart_id, store_id from carts where user_id = $1::int for update) c
       join stores s on s.store_id = c.store_id`;

export const MOVE_STORE_SQL = `update carts set store_id = $2::int, updated_at = now() where cart_id = $1::int`;

/** The drawer's vouchers, soonest expiry first. */
export const CART_VOUCHER_LIST_SQL = `${CART_VOUCHERS_SQL} order by uv.expires_at, uv.user_voucher_id`;

/** $1 user voucher: its terms, its owner, and whether it is used, applied, expired or withdrawn. */
export const OWNED_VOUCHER_SQL = `select uv.user_voucher_id, uv.user_id, uv.redeem_code, v.voucher_type, v.discount_type, v.discount_amount,
       v.min_purchase, v.max_discount, uv.expires_at <= now() as expired,
       (uv.used_at is not null or uv.order_id is not null) as used,
       (uv.cart_id is not null or uv.cart_item_id is not null) as applied, v.is_deleted
     from user_vouchers uv join vouchers v on v.voucher_id = uv.voucher_id
     where uv.user_voucher_id = $1::int`;

export const CART_OWNER_SQL = `select user_id from carts where cart_id = $1::int`;
