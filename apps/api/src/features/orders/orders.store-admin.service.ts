/**
 * A store's orders as its staff run them (docs/product.md §7 "Back-office orders and payments"): the list with
 * search and a status filter (and its CSV), one order, processing a paid order to SHIPPED and
 * cancelling one that has not shipped (stock and vouchers back through the domain).
 */
import { type Paged, type StoreOrderDetail, type StoreOrderSummary } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { cancelOrder } from '../../domain/cancel-order';
import { readStoreOrder } from '../../read-models/order-detail';
import { listOrders, ordersCsv } from '../../read-models/order-list';
import { transition } from '../../domain/order-status';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';

type StoreOrdersContext = Pick<AppContext, 'db' | 'config'>;

type Query = {
  page: number;
  pageSize: number;
  sortField: 'created_at' | 'total_price' | 'order_id';
  sortOrder: 'asc' | 'desc';
  search?: string;
  orderStatus?: StoreOrderSummary['status'];
};

function listArgs(storeId: number, q: Query) {
  return [
    { storeId, status: q.orderStatus ?? null, search: q.search },
    { field: q.sortField, order: q.sortOrder },
  ] as const;
}

export async function listStoreOrders(db: Db, storeId: number, q: Query): Promise<Paged<StoreOrderSummary>> {
  const { total, orders } = await listOrders(db, ...listArgs(storeId, q), q);
  return pageOf(orders, total, q);
}

/** The filtered list as CSV (at most 10,000 rows), newest first unless sorted otherwise. */
export async function exportStoreOrders(db: Db, storeId: number, q: Query): Promise<string> {
  const { orders } = await listOrders(db, ...listArgs(storeId, q));
  return ordersCsv(orders, { withStore: false });
}

/** The order if it is this store's: 404 otherwise (another store's order id tells nothing). */
export async function storeOrder(
  ctx: StoreOrdersContext,
  storeId: number,
  orderId: number,
): Promise<StoreOrderDetail> {
  const order = await readStoreOrder(ctx.db, orderId, ctx.config.transferAccount);
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
