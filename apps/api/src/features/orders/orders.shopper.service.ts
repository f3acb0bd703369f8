/**
 * The shopper's orders (docs/product.md §7 "Shopper order and payment"): the list, one order with its
 * timeline, cancel (only while awaiting payment) and confirm receipt (only once shipped). Status
 * moves and stock go through the domain; every answer is the order as it is after the change.
 */
import {
  MESSAGES,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  type Paged,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { cancelOrder } from '../../domain/cancel-order';
import { closeChargesOfCancelledOrder } from '../../domain/gateway-charges';
import { readOwnOrder } from '../../read-models/order-detail';
import { transition } from '../../domain/order-status';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import { ordersOfUser } from './orders.shopper.sql';

type OrdersContext = Pick<AppContext, 'db' | 'config'>;

/** The order if it is the caller's: 404 when it does not exist, 403 when it is someone else's. */
export async function ownOrder(ctx: OrdersContext, userId: number, orderId: number): Promise<OrderDetail> {
  const own = await readOwnOrder(ctx.db, userId, orderId, ctx.config.transferAccount);
  if (!own.ok)
    throw own.reason === 'not-found' ? new AppError(404, 'ORDER_NOT_FOUND') : new AppError(403, 'NOT_YOURS');
  return own.order;
}

export interface ListOrdersInput {
  page: number;
  limit: number;
  status?: OrderStatus;
  search?: string;
  from?: string;
  to?: string;
}

/**
 * The caller's orders, newest first. `search` is an order number ("12" or "#12") or part of a
 * product's name; `from` and `to` are days in WIB (Asia/Jakarta), both included.
 */
export async function listOrders(db: Db, userId: number, q: ListOrdersInput): Promise<Paged<OrderSummary>> {
  const search = q.search?.trim() || undefined;
  const number = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : null;
  const { total, orders } = await ordersOfUser(db, userId, {
    status: q.status ?? null,
    number,
    product: search && number === null ? search : null,
    from: q.from ?? null,
    to: q.to ?? null,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return pageOf(orders, total, { page: q.page, pageSize: q.limit });
}

/**
 * PUT /api/order/cancel/{userId}/{orderId}: stock and vouchers back, once. A charge still open at
 * the gateway is then cancelled there, so it can take no money; one paid meanwhile is owed back.
 */
export async function cancelOwnOrder(
  ctx: OrdersContext & Pick<AppContext, 'gateway' | 'log'>,
  userId: number,
  orderId: number,
): Promise<OrderDetail> {
  await ownOrder(ctx, userId, orderId);
  const result = await cancelOrder(ctx.db, orderId, {
    actor: 'SHOPPER',
    by: userId,
    reason: MESSAGES.ORDER_CANCELLED_BY_SHOPPER,
  });
  if (result.outcome === 'not-cancellable') throw new AppError(409, 'ORDER_CANCEL_NOT_ALLOWED');
  if (result.outcome === 'not-found') throw new AppError(404, 'ORDER_NOT_FOUND');
  // Also after a cancel that another request made first: its charges may not be closed yet.
  await closeChargesOfCancelledOrder(ctx, orderId);
  return ownOrder(ctx, userId, orderId);
}

/** PUT /api/order/confirm/{userId}/{orderId}: the shopper received a shipped order. */
export async function confirmOwnOrder(
  ctx: OrdersContext,
  userId: number,
  orderId: number,
): Promise<OrderDetail> {
  await ownOrder(ctx, userId, orderId);
  const moved = await transition(ctx.db, orderId, { to: 'CONFIRMED', actor: 'SHOPPER', by: userId });
  if (!moved.ok && !(moved.reason === 'illegal' && moved.status === 'CONFIRMED')) {
    throw new AppError(409, 'ORDER_CONFIRM_NOT_ALLOWED');
  }
  return ownOrder(ctx, userId, orderId);
}
