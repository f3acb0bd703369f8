/**
 * A store's orders as its staff run them (SPEC §7 "Back-office orders and payments"): the list with
 * search and a status filter (and its CSV), one order, processing a paid order to SHIPPED and
 * cancelling one that has not shipped (stock and vouchers back through the domain).
 */
import { type Paged, type StoreOrderDetail, type StoreOrderSummary } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { runner } from '../../db/statements';
import { cancelOrder } from '../../domain/cancel-order';
import { readStoreOrder, type TransferAccount } from '../../domain/order-detail';
import { transition } from '../../domain/order-status';
import { AppError } from '../../platform/errors';

export interface StoreOrdersContext {
  db: Db;
  account: TransferAccount;
}

type Query = {
  page: number;
  pageSize: number;
  sortField: 'created_at' | 'total_price' | 'order_id';
  sortOrder: 'asc' | 'desc';
  search?: string;
  orderStatus?: StoreOrderSummary['status'];
};

const ORDER_BY = {
  created_at: 'o.created_at',
  total_price: 'o.total_price',
  order_id: 'o.order_id',
} as const;

/** The store's orders filtered ($1 store, $2 status, $3 order number, $4 name or e-mail), one page or all. */
const listSql = (q: Pick<Query, 'sortField' | 'sortOrder'>, paged: boolean) => `
  with f as (
    select o.order_id, o.status, o.total_price, o.created_at, u.username as customer_name, u.email as customer_email
    from orders o join users u on u.user_id = o.user_id
    where o.store_id = $1::int
      and ($2::text is null or o.status::text = $2::text)
      and ($3::int is null or o.order_id = $3::int)
      and ($4::text is null or position(lower($4::text) in lower(u.username || ' ' || u.email)) > 0)
  ), page as (
    select * from f o order by ${ORDER_BY[q.sortField]} ${q.sortOrder}, o.order_id ${q.sortOrder}
    ${paged ? 'limit $5::int offset $6::int' : 'limit 10000'}
  )
  select (select count(*)::int from f) as total,
    coalesce((select json_agg(x order by x.n) from (
      select row_number() over () as n, p.order_id, p.status, p.customer_name, p.customer_email, p.total_price,
        p.created_at,
        (select count(*)::int from order_items oi where oi.order_id = p.order_id) as item_count,
        pay.payment_method, pay.payment_status
      from page p
      left join lateral (select payment_method, payment_status from payments where order_id = p.order_id
        order by payment_id desc limit 1) pay on true
    ) x), '[]'::json) as orders`;

function filters(storeId: number, q: Query) {
  const search = q.search?.trim() || undefined;
  const number = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  return [storeId, q.orderStatus ?? null, number, search && number === null ? search : null];
}

async function run(db: Db, storeId: number, q: Query, paged: boolean) {
  const values = filters(storeId, q);
  const [row] = await runner(db)<{ total: number; orders: (StoreOrderSummary & { n: number })[] | string }>(
    `store_orders_${q.sortField}_${q.sortOrder}_${paged ? 'page' : 'all'}`,
    listSql(q, paged),
    paged ? [...values, q.pageSize, (q.page - 1) * q.pageSize] : values,
  );
  const orders = typeof row!.orders === 'string' ? JSON.parse(row!.orders) : row!.orders;
  return {
    total: Number(row!.total),
    orders: (orders as (StoreOrderSummary & { n?: number })[]).map(({ n: _n, ...o }) => ({
      ...o,
      created_at: new Date(o.created_at).toISOString(),
    })),
  };
}

export async function listStoreOrders(db: Db, storeId: number, q: Query): Promise<Paged<StoreOrderSummary>> {
  const { total, orders } = await run(db, storeId, q, true);
  return { data: orders, currentPage: q.page, totalPages: Math.ceil(total / q.pageSize), totalItems: total };
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would be a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The filtered list as CSV (at most 10,000 rows), newest first unless sorted otherwise. */
export async function exportStoreOrders(db: Db, storeId: number, q: Query): Promise<string> {
  const { orders } = await run(db, storeId, q, false);
  const header = [
    'order_id',
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

/** The order if it is this store's: 404 otherwise (another store's order id tells nothing). */
export async function storeOrder(
  ctx: StoreOrdersContext,
  storeId: number,
  orderId: number,
): Promise<StoreOrderDetail> {
  const order = await readStoreOrder(ctx.db, orderId, ctx.account);
  if (!order || order.store_id !== storeId) throw new AppError(404, 'ORDER_NOT_FOUND');
  return order;
}

/** PUT /api/order/process/{storeId}/{orderId}: a paid order leaves the store (PROCESSING -> SHIPPED). */
export async function processOrder(ctx: StoreOrdersContext, storeId: number, orderId: number, by: number) {
  await storeOrder(ctx, storeId, orderId);
  const moved = await transition(ctx.db, orderId, { to: 'SHIPPED', actor: 'STORE', by });
  if (!moved.ok) throw new AppError(409, 'ORDER_PROCESS_NOT_ALLOWED');
  return storeOrder(ctx, storeId, orderId);
}

/** PUT /api/order/store-cancel/{storeId}/{orderId}: an order not shipped yet; stock and vouchers back. */
export async function cancelStoreOrder(
  ctx: StoreOrdersContext,
  storeId: number,
  orderId: number,
  by: number,
  reason: string,
) {
  await storeOrder(ctx, storeId, orderId);
  const result = await cancelOrder(ctx.db, orderId, { actor: 'STORE', by, reason });
  if (result.outcome === 'not-cancellable') throw new AppError(409, 'ORDER_STORE_CANCEL_NOT_ALLOWED');
  return storeOrder(ctx, storeId, orderId);
}
