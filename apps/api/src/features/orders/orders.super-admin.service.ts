/**
 * Every store's orders for the super admin (docs/product.md §7 "Back-office orders and payments"): the list with
 * a store, a status and a search (and its CSV), and one order of any store. The super admin reads;
 * the store's staff act on an order (docs/decisions/0032-super-admin-tools.md).
 */
import type { AllOrderSummary, Paged, StoreOrderDetail } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { readStoreOrder } from '../../read-models/order-detail';
import { listOrders, ordersCsv, type OrderListSortField } from '../../read-models/order-list';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';

type Query = {
  page: number;
  pageSize: number;
  sortFieldOrder: OrderListSortField;
  sortOrder: 'asc' | 'desc';
  search?: string;
  orderStatus?: AllOrderSummary['status'];
  storeName?: string;
};

function listArgs(q: Query) {
  return [
    { storeId: null, storeName: q.storeName ?? null, status: q.orderStatus ?? null, search: q.search },
    { field: q.sortFieldOrder, order: q.sortOrder },
  ] as const;
}

/** GET /api/order/all: one page, oldest first by default (docs/product.md §9). */
export async function listAllOrders(db: Db, q: Query): Promise<Paged<AllOrderSummary>> {
  const { total, orders } = await listOrders(db, ...listArgs(q), q);
  return pageOf(orders, total, q);
}

/** GET /api/order/all-export: the same filtered list as CSV (every page, at most 10,000 rows). */
export async function exportAllOrders(db: Db, q: Query): Promise<string> {
  const { orders } = await listOrders(db, ...listArgs(q));
  return ordersCsv(orders, { withStore: true });
}

/**
 * GET /api/order/super-items/{orderId}: the order as its store's staff see it, with the timeline.
 * `store_actions` says what the store's staff may do now; the super admin only reads.
 */
export async function superOrder(
  ctx: Pick<AppContext, 'db' | 'config'>,
  orderId: number,
): Promise<StoreOrderDetail> {
  const order = await readStoreOrder(ctx.db, orderId, ctx.config.transferAccount);
  if (!order) throw new AppError(404, 'ORDER_NOT_FOUND');
  return order;
}
