/**
 * A store's shelf as a shopper sees it: the list of GET /api/users/products/{storeId}, read by the
 * catalogue and by the location feature (the first page beside the nearest store).
 *
 * Everything comes from catalogue_items, the read model of migrations 0002, 0009 and 0010: each row
 * holds its card as JSON (no discount, no stock) and, per discount not yet ended, the discount's
 * window and the card under it, in the order a shopper gets them. A read takes the first offer whose
 * window holds the current time (SHELF_PICK_SQL) and puts the row's stock in (SHELF_WITH_STOCK_SQL),
 * so a discount that starts or ends changes the answer with no write, a stock move writes one
 * number, and a page is one index range scan plus its rows: no look-up per item. The answer is
 * written by joining the rows' texts, so serialising costs next to nothing.
 */
import {
  DEFAULT_SORTS,
  DEFAULT_STORE_ID,
  MESSAGES,
  PAGE_SIZES,
  SHOPPER_PRODUCT_SORT_FIELDS,
  type SortOrder,
} from '@lumbung/contracts';
import { Params, runStatement, type Conn, type Statement } from '../db/statements';
import { buildSearch, searchKindOf, triesNearWords } from './shelf-search';

export type ShelfSortField = (typeof SHOPPER_PRODUCT_SORT_FIELDS)[number];

export interface ShelfQuery {
  /** The asked store; undefined, unknown or deleted means the default store (docs/product.md §9). */
  storeId: number | undefined;
  page: number;
  pageSize: number;
  search?: string | undefined;
  /** A category id ("3") or name ("Dairy", any case). */
  category?: string | undefined;
  sortField: ShelfSortField;
  sortOrder: SortOrder;
  /** Only the items with a running discount. */
  onSale?: boolean | undefined;
}

export interface ShelfOptions {
  /** The time whose discounts apply (tests); the database's now() by default. */
  at?: Date | undefined;
  /** Also answer when the store's next discount starts or ends (the embedded list cache needs it). */
  nextChange?: boolean | undefined;
}

export interface Shelf {
  /** The store whose shelves these are (the asked one, or the default store). */
  storeId: number;
  totalItems: number;
  /** The whole answer of GET /api/users/products/{storeId} (contracts: ShopperProductsResponse). */
  json: string;
  /** Epoch ms of the store's next discount start or end (only when asked), or null. */
  nextChangeAt: number | null;
}

/** The first page a shopper sees: page 1, default size and sort. */
export const FIRST_PAGE = (storeId: number): ShelfQuery => ({
  storeId,
  page: 1,
  pageSize: PAGE_SIZES.shopperProducts,
  sortField: DEFAULT_SORTS.shopperProducts.field as ShelfSortField,
  sortOrder: DEFAULT_SORTS.shopperProducts.order,
});

/**
 * SQL: the text of row `c` now: the `offer_<column>s` entry of the first offer whose window holds
 * `at`, else the plain `<column>`. Rows with no discount due (offer_ends null) skip the subquery.
 */
export const SHELF_PICK_SQL = (c: string, column: 'card' | 'detail' | 'price', at: string) =>
  `(case when ${c}.offer_ends is null then ${c}.${column} else coalesce((
      select o.v from unnest(${c}.offer_starts, ${c}.offer_ends, ${c}.offer_${column}s) with ordinality as o(s, e, v, n)
      where o.s <= ${at} and o.e >= ${at} order by o.n limit 1), ${c}.${column}) end)`;

/**
 * SQL: a card or product page text with its stock. The texts of catalogue_items hold no stock
 * (migration 0010), so a stock move writes only the `stock` column; a read puts it back in.
 */
export const SHELF_WITH_STOCK_SQL = (text: string, stock: string) =>
  `catalogue_with_stock(${text}, ${stock})`;

/** SQL: row `c` has a discount running at `at`. */
const ON_SALE_SQL = (c: string, at: string) =>
  `(${c}.offer_ends is not null and exists (
      select 1 from unnest(${c}.offer_starts, ${c}.offer_ends) as o(s, e) where o.s <= ${at} and o.e >= ${at}))`;

/** SQL: the time the discounts are read at: a text parameter ('' = the database's now()). */
export const shelfClock = (p: Params, at: Date | undefined) =>
  `coalesce(nullif(${p.add(at ? at.toISOString() : '', 'text')}, '')::timestamptz, now())`;

/** The column each sort reads; every one has an index per store (and per store and category). */
const SORT_COLUMN: Record<ShelfSortField, string> = {
  product_name: 'sort_name',
  price: 'price',
  created_at: 'created_at',
  user_stock: 'stock',
};

/** The asked store id as the database can hold it; an id beyond int4 names no store. */
export function asStoreId(storeId: number | undefined): number {
  return storeId === undefined || storeId > 2147483647 ? DEFAULT_STORE_ID : storeId;
}

/**
 * One statement answers the page and the paging figures in one row: the store (or the default
 * one), the total (from catalogue_counts, or a count of the matches when searching or on sale), and
 * the page's cards joined into one text in page order.
 * - Without a search or the sale filter, a page is one index range scan of one store
 *   (catalogue_items_*_idx), so page 1 costs the same in a store of 1,000 or 100,000 products. Page
 *   1 reads its rows straight off the index; a later page walks the index entries before it (an
 *   index-only scan) and then reads its own rows only.
 * - A search (shelf-search.ts) finds the matching products with the trigram index, then probes
 *   the store's row of each; one whose words are all shorter than 3 characters scans the store's
 *   rows. Its matches rank first by how well they matched, then by the asked sort. One that finds
 *   nothing is asked again (`nearWords`) with the words close to its own, and then suggests a
 *   close text. On sale reads the store's rows with a discount due (catalogue_items_offers_idx),
 *   a few per store.
 */
export function buildShelfStatement(
  input: ShelfQuery,
  options: ShelfOptions = {},
  /** The second statement of a search that found nothing: close words and a suggestion. */
  nearWords = false,
): Statement {
  const p = new Params();
  const dir = input.sortOrder === 'desc' ? 'desc' : 'asc';
  const offset = (input.page - 1) * input.pageSize;
  const storeParam = p.add(asStoreId(input.storeId), 'int');
  const at = 'st.at';
  const clock = shelfClock(p, options.at);

  const category = input.category?.trim() ?? '';
  /** The asked category's id (an SQL expression), if one is asked. */
  let categoryId: string | null = null;
  let categoryKind = 'all';
  if (/^\d+$/.test(category)) {
    const id = Number(category);
    // An id beyond int4 names no category: -1 matches nothing and keeps the parameter an int.
    categoryId = `(select ${p.add(id <= 2147483647 ? id : -1, 'int')})`;
    categoryKind = 'id';
  } else if (category) {
    categoryId = `(select cat.category_id from categories cat
      where lower(cat.category_name) = lower(${p.add(category, 'text')}) and not cat.is_deleted limit 1)`;
    categoryKind = 'name';
  }
  const inCategory = (c: string) => (categoryId === null ? '' : `and ${c}.category_id = ${categoryId}`);
  const categoryFilter = inCategory('c');
  const saleFilter = input.onSale ? `and ${ON_SALE_SQL('c', at)}` : '';

  const search = input.search?.trim() ?? '';
  const searchKind = !search ? 'none' : nearWords ? 'near' : searchKindOf(search);
  const inStore = `c.store_id = st.id and c.is_live ${categoryFilter}`;
  const column = SORT_COLUMN[input.sortField];
  // As sub-selects, so a generic plan costs what a custom one does: PostgreSQL then keeps one plan
  // per statement instead of planning every call (planning a page costs more than running it).
  const limit = `(select ${p.add(input.pageSize, 'int')})`;
  const firstPage = offset === 0;
  const offsetParam = firstPage ? '0' : `(select ${p.add(offset, 'bigint')})`;
  const order = (key: string, id: string) => `${key} ${dir}, ${id} ${dir}`;
  /** The card of row `c` as the shopper gets it now: its running offer's, with the stock. */
  const cardOf = (c: string) => SHELF_WITH_STOCK_SQL(SHELF_PICK_SQL(c, 'card', at), `${c}.stock`);

  // Shoppers sort by the price they pay: items whose running discount cuts the price sort by the
  // cut price. They are few (the rows with a discount due), merged with the rest off the price index.
  const cut = `cut as (
      select c.inventory_id, ${SHELF_PICK_SQL('c', 'price', at)} as unit_price, c.price
      from st cross join catalogue_items c
      where c.store_id = st.id and c.is_live and c.offer_ends is not null
    )`;
  const sortKey = (c: string) =>
    input.sortField === 'price' ? `coalesce(${c}_cut.unit_price, ${c}.price)` : `${c}.${column}`;

  const ctes: string[] = [];
  /** The total (an expression over `st`). */
  let total: string;
  /** The page's keys (inventory_id, sort_key), whose rows are then read by their ids... */
  let keys = '';
  /** ...or the page's rows straight off a sort index: sort_key, inventory_id and card. */
  let direct: string | null = null;

  /** The keys' rank comes first (a search's best matches), then the asked sort. */
  const ranked = searchKind !== 'none';
  let didYouMean = 'null::text';

  if (searchKind !== 'none' || input.onSale) {
    if (input.sortField === 'price') ctes.push(cut);
    const cutJoin =
      input.sortField === 'price'
        ? 'left join cut c_cut on c_cut.inventory_id = c.inventory_id and c_cut.unit_price < c_cut.price'
        : '';
    if (searchKind !== 'none') {
      const parts = buildSearch(p, {
        search,
        kind: searchKind,
        sortKey: sortKey('c'),
        rowFilter: `${categoryFilter} ${saleFilter}`,
        cutJoin,
      });
      ctes.push(...parts.ctes);
      didYouMean = parts.didYouMean;
    } else {
      ctes.push(`found as materialized (
          select c.inventory_id, ${sortKey('c')} as sort_key
          from st cross join catalogue_items c ${cutJoin}
          where ${inStore} and c.offer_ends is not null ${saleFilter}
        )`);
    }
    total = '(select count(*)::int from found)';
    keys = `select f.inventory_id, f.sort_key${ranked ? ', f.rank' : ''} from found f
        order by ${ranked ? 'f.rank, ' : ''}${order('f.sort_key', 'f.inventory_id')}
        limit ${limit} offset ${offsetParam}`;
  } else {
    total = `(select coalesce(sum(cc.items), 0)::int from catalogue_counts cc
        where cc.store_id = st.id ${inCategory('cc')})`;
    // Past the last page there is nothing to walk.
    const inRange = firstPage ? '' : `and ${offsetParam} < t.total`;
    if (input.sortField === 'price') {
      ctes.push(cut);
      keys = `select u.inventory_id, u.sort_key from (
            (select c.inventory_id, c.price as sort_key from catalogue_items c
              where ${inStore} ${inRange}
                and c.inventory_id not in (select inventory_id from cut where unit_price < price)
              order by ${order('c.price', 'c.inventory_id')}
              limit ${limit} + ${offsetParam})
            union all
            (select c.inventory_id, cut.unit_price from cut join catalogue_items c on c.inventory_id = cut.inventory_id
              where ${inStore} and cut.unit_price < cut.price
              order by ${order('cut.unit_price', 'c.inventory_id')}
              limit ${limit} + ${offsetParam})
          ) u
          order by ${order('u.sort_key', 'u.inventory_id')}
          limit ${limit} offset ${offsetParam}`;
    } else if (firstPage) {
      direct = `select c.${column} as sort_key, c.inventory_id, ${cardOf('c')} as card
          from catalogue_items c
          where ${inStore}
          order by ${order(`c.${column}`, 'c.inventory_id')}
          limit ${limit}`;
    } else {
      keys = `select c.inventory_id, c.${column} as sort_key from catalogue_items c
          where ${inStore} ${inRange}
          order by ${order(`c.${column}`, 'c.inventory_id')}
          limit ${limit} offset ${offsetParam}`;
    }
  }
  const rows =
    direct ??
    `select k.sort_key, k.inventory_id${ranked ? ', k.rank' : ''}, ${cardOf('page')} as card
        from (${keys}) k join catalogue_items page on page.inventory_id = k.inventory_id`;

  const nextChange = options.nextChange
    ? `(select min(case when d.start_date > now() then d.start_date else d.end_date end) from discounts d
        where d.store_id = st.id and d.is_active and not d.is_deleted and d.end_date >= now())`
    : 'null::timestamptz';
  // `st` (the store and the clock) and `t` (the total) are computed once: offset 0 keeps each a
  // subquery of its own, which the planner would otherwise copy into every place that reads it.
  const text = `
    with st as (
      select coalesce(
        (select s.store_id from stores s where s.store_id = ${storeParam} and not s.is_deleted),
        ${DEFAULT_STORE_ID}) as id, ${clock} as at
      offset 0
    )${ctes.map((cte) => `,\n    ${cte}`).join('')}
    select st.id as store_id, t.total, ${nextChange} as next_change, ${didYouMean} as did_you_mean,
      (select string_agg(r.card, ',' order by ${ranked ? 'r.rank, ' : ''}${order('r.sort_key', 'r.inventory_id')})
       from (${rows}) r) as cards
    from st cross join lateral (select ${total} as total offset 0) t`;

  const variant = [
    input.sortField,
    dir,
    categoryKind,
    searchKind,
    input.onSale ? 'sale' : 'all',
    options.nextChange ? 'next' : 'now',
    firstPage ? 'first' : 'later',
  ].join('_');
  return { name: `shelf_${variant}`, text, values: p.values };
}

interface ShelfRow {
  store_id: number;
  total: number;
  next_change: Date | string | null;
  did_you_mean: string | null;
  cards: string | null;
}

const LIST_HEAD = `{"message":${JSON.stringify(MESSAGES.PRODUCTS_LISTED)},"store_id":`;

/**
 * A page of a store's shelf, its figures and the whole answer's JSON, in one statement (two for a
 * search that finds nothing as typed).
 */
export async function readShelf(on: Conn, input: ShelfQuery, options: ShelfOptions = {}): Promise<Shelf> {
  let [row] = await runStatement<ShelfRow>(on, buildShelfStatement(input, options));
  const search = input.search?.trim() ?? '';
  if (Number(row!.total) === 0 && search && triesNearWords(search)) {
    [row] = await runStatement<ShelfRow>(on, buildShelfStatement(input, options, true));
  }
  const totalItems = Number(row!.total);
  const storeId = Number(row!.store_id);
  const json =
    `${LIST_HEAD}${storeId},"inventories":[${row!.cards ?? ''}],"currentPage":${input.page},` +
    `"totalPages":${Math.ceil(totalItems / input.pageSize)},"totalItems":${totalItems},` +
    `"did_you_mean":${JSON.stringify(row!.did_you_mean)}}`;
  return {
    storeId,
    totalItems,
    json,
    nextChangeAt: row!.next_change === null ? null : new Date(row!.next_change).getTime(),
  };
}
