/**
 * Orders as the back-office lists them: a store's orders for its staff, every store's for the super
 * admin. One statement per sort for a page (with the total) or for the whole filtered list (its CSV),
 * shared by both lists so that their search, filters and rows cannot drift apart.
 */
import type { AllOrderSummary, OrderStatus } from '@lumbung/contracts';
import { json } from '../db/sql-helpers';
import { runner, type Conn } from '../db/statements';

/** The most rows one CSV export holds. */
export const ORDER_EXPORT_MAX = 10_000;

export type OrderListSortField = 'created_at' | 'total_price' | 'order_id' | 'store_name';

export interface OrderListFilter {
  /** One store's orders, or every store's (null). */
  storeId: number | null;
  /** One store by its name (case aside), or none. */
  storeName?: string | null;
  status?: OrderStatus | null;
  /** An order number ("12" or "#12"), or part of the shopper's name or e-mail. */
  search?: string;
}

export interface OrderListSort {
  field: OrderListSortField;
  order: 'asc' | 'desc';
}

const ORDER_BY: Record<OrderListSortField, string> = {
  created_at: 'o.created_at',
  total_price: 'o.total_price',
  order_id: 'o.order_id',
  store_name: 'lower(o.store_name)',
};

/**
 * $1 store id, $2 store name, $3 status, $4 order number, $5 name or e-mail; a page takes $6 limit
 * and $7 offset.
 */
const listSql = (sort: OrderListSort, paged: boolean) => `
  with f as (
    select o.order_id, o.store_id, s.store_name, o.status, o.total_price, o.created_at,
      u.username as customer_name, u.email as customer_email
    from orders o join users u on u.user_id = o.user_id join stores s on s.store_id = o.store_id
    where ($1::int is null or o.store_id = $1::int)
      and ($2::text is null or lower(s.store_name) = lower($2::text))
      and ($3::text is null or o.status::text = $3::text)
      and ($4::int is null or o.order_id = $4::int)
      and ($5::text is null or position(lower($5::text) in lower(u.username || ' ' || u.email)) > 0)
  ), page as (
    select * from f o order by ${ORDER_BY[sort.field]} ${sort.order}, o.order_id ${sort.order}
    ${paged ? 'limit $6::int offset $7::int' : `limit ${ORDER_EXPORT_MAX}`}
  )
  select (select count(*)::int from f) as total,
    coalesce((select json_agg(x order by x.n) from (
      select row_number() over () as n, p.order_id, p.store_id, p.store_name, p.status, p.customer_name,
        p.customer_email, p.total_price, p.created_at,
        (select count(*)::int from order_items oi where oi.order_id = p.order_id) as item_count,
        pay.payment_method, pay.payment_status
      from page p
      left join lateral (select payment_method, payment_status from payments where order_id = p.order_id
        order by payment_id desc limit 1) pay on true
    ) x), '[]'::json) as orders`;

/** Every sort's statement, a page's and the whole list's: a fixed set of texts, built once. */
const LIST_STATEMENTS = new Map<string, string>();
for (const field of Object.keys(ORDER_BY) as OrderListSortField[]) {
  for (const order of ['asc', 'desc'] as const) {
    for (const paged of [true, false]) {
      LIST_STATEMENTS.set(listName({ field, order }, paged), listSql({ field, order }, paged));
    }
  }
}

function listName(sort: OrderListSort, paged: boolean): string {
  return `order_list_${sort.field}_${sort.order}_${paged ? 'page' : 'all'}`;
}

function values(filter: OrderListFilter): (number | string | null)[] {
  const search = filter.search?.trim() || undefined;
  const number = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  return [
    filter.storeId,
    filter.storeName?.trim() || null,
    filter.status ?? null,
    number,
    search && number === null ? search : null,
  ];
}

/**
 * The filtered orders, sorted (ties by order number): one page with the total, or, without a page,
 * every one up to ORDER_EXPORT_MAX.
 */
export async function listOrders(
  on: Conn,
  filter: OrderListFilter,
  sort: OrderListSort,
  page?: { page: number; pageSize: number },
): Promise<{ total: number; orders: AllOrderSummary[] }> {
  const params = values(filter);
  const name = listName(sort, page !== undefined);
  const [row] = await runner(on)<{ total: number; orders: (AllOrderSummary & { n: number })[] | string }>(
    name,
    LIST_STATEMENTS.get(name)!,
    page ? [...params, page.pageSize, (page.page - 1) * page.pageSize] : params,
  );
  const orders = json(row!.orders);
  return {
    total: Number(row!.total),
    orders: (orders as (AllOrderSummary & { n?: number })[]).map(({ n: _n, ...o }) => ({
      ...o,
      created_at: new Date(o.created_at).toISOString(),
    })),
  };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would be a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Orders as CSV (CRLF lines, a header first); `withStore` adds the store's id and name after the number. */
export function ordersCsv(orders: AllOrderSummary[], { withStore }: { withStore: boolean }): string {
  const header = [
    'order_id',
    ...(withStore ? ['store_id', 'store_name'] : []),
    'created_at',
    'status',
    'customer',
    'email',
    'items',
    'total_price',
    'payment_method',
    'payment_status',
  ];
  const lines = orders.map((o) =>
    [
      o.order_id,
      ...(withStore ? [o.store_id, o.store_name] : []),
      o.created_at,
      o.status,
      o.customer_name,
      o.customer_email,
      o.item_count,
      o.total_price,
      o.payment_method,
      o.payment_status,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Today in WIB (YYYY-MM-DD), for the name of an export. */
export function wibToday(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}
