import {
  DEFAULT_STORE_ID,
  type Category,
  type DiscountType,
  type ShopperProduct,
  type ShopperProductDetail,
  type ShopperProductsResponse,
  type SortOrder,
  type UserDiscount,
  SHOPPER_PRODUCT_SORT_FIELDS,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { Params, runStatement, type Statement } from '../../db/statements';
import { RUNNING_DISCOUNT_SQL, UNIT_PRICE_SQL } from '../../domain/discount-rules';

export type ShopperSortField = (typeof SHOPPER_PRODUCT_SORT_FIELDS)[number];

export interface ListProductsInput {
  /** The asked store; undefined, unknown or deleted means the default store (SPEC §9). */
  storeId: number | undefined;
  page: number;
  pageSize: number;
  search?: string | undefined;
  /** A category id ("3") or name ("Dairy", any case). */
  category?: string | undefined;
  sortField: ShopperSortField;
  sortOrder: SortOrder;
}

// ---------------------------------------------------------------------------------------------
// SQL pieces. Everything a shopper sees comes from catalogue_items (the read model of migration
// 0002, kept by triggers) plus small lookups for the rows of one page.

/** The discount a shopper gets on one inventory: lowest unit price, then the newest. */
const BEST_DISCOUNT = (inventoryId: string, price: string) => `(
    select d.discount_id, d.type, d.value, d.min_purchase, d.max_discount, d.bogo_product_id,
      d.description, d.end_date, ${UNIT_PRICE_SQL(price, 'd')} as unit_price
    from discounts d
    where d.inventory_id = ${inventoryId} and ${RUNNING_DISCOUNT_SQL('d')}
    order by unit_price, d.discount_id desc
    limit 1
  )`;

/** The primary picture of a product, or its first one. */
const PRIMARY_IMAGE = (productId: string) => `(
    select pi.product_image from product_images pi
    where pi.product_id = ${productId}
    order by pi.is_primary desc, pi.product_image_id
    limit 1
  )`;

/** The column each sort reads; every one has an index per store (and per store and category). */
const SORT_COLUMN: Record<ShopperSortField, string> = {
  product_name: 'sort_name',
  price: 'price',
  created_at: 'created_at',
  user_stock: 'stock',
};

/** Searches this long or longer find their products through the trigram index on product names. */
const TRIGRAM_MIN_LENGTH = 3;

interface ListRow {
  store_id: number;
  total: number;
  next_change: Date | string | null;
  inventory_id: number | null;
  product_id: number;
  product_name: string;
  category_id: number;
  category_name: string;
  price: number;
  user_stock: number;
  product_image: string | null;
  type: DiscountType | null;
  value: number | null;
  unit_price: number | null;
  bogo_product_name: string | null;
}

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * One statement per request answers the page and the paging figures: the store (or the default
 * one), the total (from catalogue_counts, or a count of the matches when searching), and the page
 * with each item's category, picture and running discount.
 * - Without a search, the page's keys come from one index range scan of one store (an index-only
 *   scan of catalogue_items_*_idx), so page 1 costs the same in a store of 1,000 or 100,000
 *   products; a deep page walks the index entries before it.
 * - A search of 3+ characters finds the matching products with the trigram index, then probes the
 *   store's row of each: its cost grows with the number of matching products, not the store.
 *   Shorter searches scan the store's rows.
 */
export function buildListStatement(input: ListProductsInput): Statement {
  const p = new Params();
  const dir = input.sortOrder === 'desc' ? 'desc' : 'asc';
  const offset = (input.page - 1) * input.pageSize;
  const storeParam = p.add(asStoreId(input.storeId), 'int');

  const category = input.category?.trim() ?? '';
  let categoryFilter = '';
  let categoryKind = 'all';
  if (/^\d+$/.test(category)) {
    const id = Number(category);
    // An id beyond int4 names no category: -1 matches nothing and keeps the parameter an int.
    categoryFilter = `and c.category_id = ${p.add(id <= 2147483647 ? id : -1, 'int')}`;
    categoryKind = 'id';
  } else if (category) {
    categoryFilter = `and c.category_id = (select cat.category_id from categories cat
      where lower(cat.category_name) = lower(${p.add(category, 'text')}) and not cat.is_deleted limit 1)`;
    categoryKind = 'name';
  }

  const search = input.search?.trim() ?? '';
  const searchKind = !search ? 'none' : search.length >= TRIGRAM_MIN_LENGTH ? 'trgm' : 'scan';
  const inStore = `c.store_id = (select id from store) and c.is_live ${categoryFilter}`;
  const column = SORT_COLUMN[input.sortField];
  const limit = p.add(input.pageSize, 'int');
  const offsetParam = p.add(offset, 'bigint');
  const inRange = `${offsetParam} < (select total from totals)`;
  const ctes: string[] = [];

  // Shoppers sort by the price they pay: items whose running discount cuts the price sort by the
  // cut price. They are few, so they are merged with the rest, which come off the price index.
  const cut = `cut as (
      select distinct on (d.inventory_id) d.inventory_id, ${UNIT_PRICE_SQL('ci.price', 'd')} as unit_price, ci.price
      from discounts d join catalogue_items ci on ci.inventory_id = d.inventory_id
      where d.store_id = (select id from store) and d.inventory_id is not null and ${RUNNING_DISCOUNT_SQL('d')}
      order by d.inventory_id, unit_price, d.discount_id desc
    )`;
  const sortKey = (c: string) =>
    input.sortField === 'price' ? `coalesce(${c}_cut.unit_price, ${c}.price)` : `${c}.${column}`;

  if (searchKind !== 'none') {
    const pattern = p.add(likePattern(search), 'text');
    if (input.sortField === 'price') ctes.push(cut);
    const cutJoin =
      input.sortField === 'price'
        ? 'left join cut c_cut on c_cut.inventory_id = c.inventory_id and c_cut.unit_price < c_cut.price'
        : '';
    const found =
      searchKind === 'trgm'
        ? `select c.inventory_id, ${sortKey('c')} as sort_key
           from products sp
           cross join lateral (
             select c.inventory_id, c.sort_name, c.price, c.created_at, c.stock from catalogue_items c
             where c.store_id = (select id from store) and c.product_id = sp.product_id and c.is_live ${categoryFilter}
             -- one row at most (store and product are unique); the limit keeps this a probe per match
             limit 1
           ) c
           ${cutJoin}
           where sp.product_name ilike ${pattern}`
        : `select c.inventory_id, ${sortKey('c')} as sort_key
           from catalogue_items c ${cutJoin}
           where ${inStore} and c.sort_name like lower(${pattern})`;
    ctes.push(
      `found as materialized (${found})`,
      `totals as (select count(*)::int as total from found)`,
      `keys as (
        select f.inventory_id, f.sort_key from found f
        order by f.sort_key ${dir}, f.inventory_id ${dir}
        limit ${limit} offset ${offsetParam}
      )`,
    );
  } else {
    ctes.push(`totals as (
        select coalesce(sum(c.items), 0)::int as total from catalogue_counts c
        where c.store_id = (select id from store) ${categoryFilter}
      )`);
    if (input.sortField === 'price') {
      ctes.push(
        cut,
        `keys as (
          select u.inventory_id, u.sort_key from (
            (select c.inventory_id, c.price as sort_key from catalogue_items c
              where ${inStore} and ${inRange}
                and c.inventory_id not in (select inventory_id from cut where unit_price < price)
              order by c.price ${dir}, c.inventory_id ${dir}
              limit ${limit} + ${offsetParam})
            union all
            (select c.inventory_id, cut.unit_price from cut join catalogue_items c on c.inventory_id = cut.inventory_id
              where ${inStore} and cut.unit_price < cut.price
              order by cut.unit_price ${dir}, c.inventory_id ${dir}
              limit ${limit} + ${offsetParam})
          ) u
          order by u.sort_key ${dir}, u.inventory_id ${dir}
          limit ${limit} offset ${offsetParam}
        )`,
      );
    } else {
      ctes.push(`keys as (
          select c.inventory_id, c.${column} as sort_key from catalogue_items c
          where ${inStore} and ${inRange}
          order by c.${column} ${dir}, c.inventory_id ${dir}
          limit ${limit} offset ${offsetParam}
        )`);
    }
  }

  const text = `
    with store as (
      select coalesce(
        (select s.store_id from stores s where s.store_id = ${storeParam} and not s.is_deleted),
        ${DEFAULT_STORE_ID}) as id
    ),
    ${ctes.join(',\n    ')}
    select (select id from store) as store_id, (select total from totals) as total,
      (select min(case when d.start_date > now() then d.start_date else d.end_date end) from discounts d
        where d.store_id = (select id from store) and d.is_active and not d.is_deleted and d.end_date >= now()
      ) as next_change,
      page.inventory_id, page.product_id, page.product_name, page.category_id, cat.category_name,
      page.price, page.stock as user_stock, ${PRIMARY_IMAGE('page.product_id')} as product_image,
      best.type, best.value, best.unit_price, bogo.product_name as bogo_product_name
    from (select 1) as one
    left join (
      keys
      join catalogue_items page on page.inventory_id = keys.inventory_id
      join categories cat on cat.category_id = page.category_id
      left join lateral ${BEST_DISCOUNT('page.inventory_id', 'page.price')} best on true
      left join products bogo on bogo.product_id = best.bogo_product_id
    ) on true
    order by keys.sort_key ${dir}, keys.inventory_id ${dir}`;

  const variant = [input.sortField, dir, categoryKind, searchKind].join('_');
  return { name: `catalogue_list_${variant}`, text, values: p.values };
}

function toShopperProduct(row: ListRow): ShopperProduct {
  const discounted = row.unit_price ?? row.price;
  return {
    inventory_id: row.inventory_id!,
    product_id: row.product_id,
    product_name: row.product_name,
    category_id: row.category_id,
    category_name: row.category_name,
    price: row.price,
    discounted_price: discounted,
    discount_type: row.type,
    discount_value: row.type === null || row.type === 'BOGO' ? null : row.value,
    bogo_product_name: row.type === 'BOGO' ? row.bogo_product_name : null,
    user_stock: row.user_stock,
    product_image: row.product_image,
  };
}

/** A page of a store's products, and when time alone will change it (a discount starts or ends). */
export interface ProductList {
  list: Omit<ShopperProductsResponse, 'message'>;
  /** Epoch ms of the store's next discount start or end, or null when none is due. */
  nextChangeAt: number | null;
}

/** A store's products for a shopper: one page, its figures, and the store they come from. */
export async function listProducts(db: Db, input: ListProductsInput): Promise<ProductList> {
  const rows = await runStatement<ListRow>(db, buildListStatement(input));
  const first = rows[0]!;
  const totalItems = Number(first.total);
  return {
    list: {
      store_id: first.store_id,
      inventories: rows.filter((r) => r.inventory_id !== null).map(toShopperProduct),
      currentPage: input.page,
      totalPages: Math.ceil(totalItems / input.pageSize),
      totalItems,
    },
    nextChangeAt: first.next_change === null ? null : new Date(first.next_change).getTime(),
  };
}

// ---------------------------------------------------------------------------------------------

interface DetailRow {
  inventory_id: number;
  product_id: number;
  product_name: string;
  description: string;
  category_id: number;
  category_name: string;
  price: number;
  user_stock: number;
  store_id: number;
  store_name: string;
  type: DiscountType | null;
  value: number | null;
  min_purchase: number | null;
  max_discount: number | null;
  bogo_product_id: number | null;
  bogo_product_name: string | null;
  discount_description: string | null;
  discount_end_date: Date | string | null;
  unit_price: number | null;
  product_images: Array<{ product_image: string; is_primary: boolean }> | null;
}

const DETAIL_TEXT = `
  select i.inventory_id, p.product_id, p.product_name, p.description, p.category_id, cat.category_name,
    p.price, i.stock as user_stock, s.store_id, s.store_name,
    best.type, best.value, best.min_purchase, best.max_discount, best.bogo_product_id,
    bogo.product_name as bogo_product_name, best.description as discount_description,
    best.end_date as discount_end_date, best.unit_price,
    (select json_agg(json_build_object('product_image', pi.product_image, 'is_primary', pi.is_primary)
        order by pi.is_primary desc, pi.product_image_id)
      from product_images pi where pi.product_id = p.product_id) as product_images
  from inventories i
  join products p on p.product_id = i.product_id and not p.is_deleted
  join stores s on s.store_id = i.store_id and not s.is_deleted
  join categories cat on cat.category_id = p.category_id
  left join lateral ${BEST_DISCOUNT('i.inventory_id', 'p.price')} best on true
  left join products bogo on bogo.product_id = best.bogo_product_id
  where i.inventory_id = $1::int`;

/** One product of one store as a shopper sees it (SPEC §3), or null when absent or deleted. */
export async function getProductDetail(db: Db, inventoryId: number): Promise<ShopperProductDetail | null> {
  if (inventoryId > 2147483647) return null;
  const [row] = await runStatement<DetailRow>(db, {
    name: 'catalogue_detail',
    text: DETAIL_TEXT,
    values: [inventoryId],
  });
  if (!row) return null;
  const isBogo = row.type === 'BOGO';
  const end = row.discount_end_date;
  return {
    inventory_id: row.inventory_id,
    product_id: row.product_id,
    product_name: row.product_name,
    description: row.description,
    category_id: row.category_id,
    category_name: row.category_name,
    price: row.price,
    discounted_price: row.unit_price ?? row.price,
    discount_type: row.type,
    discount_value: row.type === null || isBogo ? null : row.value,
    bogo_product_id: isBogo ? row.bogo_product_id : null,
    bogo_product_name: isBogo ? row.bogo_product_name : null,
    min_purchase: row.min_purchase,
    max_discount: row.max_discount,
    discount_description: row.discount_description,
    discount_end_date: end === null ? null : new Date(end).toISOString(),
    user_stock: row.user_stock,
    store_id: row.store_id,
    store_name: row.store_name,
    product_images: row.product_images ?? [],
  };
}

// ---------------------------------------------------------------------------------------------

/** Every live category, by name. */
export async function listCategories(db: Db): Promise<Category[]> {
  return runStatement<Category>(db, {
    name: 'catalogue_categories',
    text: `select category_id, category_name from categories where not is_deleted
     order by lower(category_name), category_id`,
    values: [],
  });
}

interface DiscountRow extends Omit<UserDiscount, 'start_date' | 'end_date'> {
  start_date: Date | string;
  end_date: Date | string;
}

/**
 * The discounts running now in a store (or the default store), for banners and the cart hint:
 * store-wide ones (inventory_id null) and those on products still sold, ending soonest first.
 */
export async function listStoreDiscounts(db: Db, storeId: number | undefined): Promise<UserDiscount[]> {
  const rows = await runStatement<DiscountRow>(db, {
    name: 'catalogue_store_discounts',
    text: `with store as (
       select coalesce((select s.store_id from stores s where s.store_id = $1::int and not s.is_deleted), ${DEFAULT_STORE_ID}) as id
     )
     select d.discount_id, d.inventory_id, p.product_name, d.type, d.value,
       d.min_purchase, d.max_discount, d.bogo_product_id, bogo.product_name as bogo_product_name,
       d.description, d.image, d.start_date, d.end_date
     from discounts d
     left join inventories i on i.inventory_id = d.inventory_id
     left join products p on p.product_id = i.product_id
     left join products bogo on bogo.product_id = d.bogo_product_id
     where d.store_id = (select id from store) and ${RUNNING_DISCOUNT_SQL('d')}
       and (d.inventory_id is null or not p.is_deleted)
     order by d.end_date, d.discount_id`,
    values: [asStoreId(storeId)],
  });
  return rows.map((d) => ({
    ...d,
    start_date: new Date(d.start_date).toISOString(),
    end_date: new Date(d.end_date).toISOString(),
  }));
}

/** The asked store id as the database can hold it; an id beyond int4 names no store. */
function asStoreId(storeId: number | undefined): number {
  return storeId === undefined || storeId > 2147483647 ? DEFAULT_STORE_ID : storeId;
}
