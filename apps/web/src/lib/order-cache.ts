import type { QueryClient } from '@tanstack/react-query';
import type { OrderDetail, StoreOrderDetail } from '@lumbung/contracts';

/**
 * Query keys of a shopper's orders, shared by the features that read or change an order (orders,
 * checkout, payments) without importing each other. Every change answers the whole order
 * (`data.order`), which `storeOrder` puts in the cache: the pages follow without a re-read.
 */
export const orderKeys = {
  all: (userId: number) => ['orders', userId] as const,
  detail: (userId: number, orderId: number) => ['orders', userId, 'detail', orderId] as const,
  lists: (userId: number) => ['orders', userId, 'list'] as const,
  payments: (userId: number) => ['orders', userId, 'payments'] as const,
};

/**
 * Keeps the order a change answered as the order's cached detail, and marks the lists that show it
 * (the order list, the payment history and payment details) stale, to be read again when shown.
 */
export function storeOrder(queryClient: QueryClient, userId: number, order: OrderDetail): void {
  queryClient.setQueryData(orderKeys.detail(userId, order.order_id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists(userId), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: orderKeys.payments(userId), refetchType: 'none' });
}

/**
 * Query keys of a store's orders as its admin sees them, shared by the orders feature and the
 * payment review (an accepted or rejected proof moves an order).
 */
export const storeOrderKeys = {
  lists: (storeId: number) => ['store-admin', storeId, 'orders', 'list'] as const,
  detail: (storeId: number, orderId: number) =>
    ['store-admin', storeId, 'orders', 'detail', orderId] as const,
};

/**
 * Keeps the order a store admin's change answered as its cached detail, and marks the lists that
 * count it (the store's orders, payments and sales) stale.
 */
export function storeOrderChanged(queryClient: QueryClient, storeId: number, order: StoreOrderDetail): void {
  queryClient.setQueryData(storeOrderKeys.detail(storeId, order.order_id), order);
  void queryClient.invalidateQueries({ queryKey: storeOrderKeys.lists(storeId) });
  void queryClient.invalidateQueries({ queryKey: ['store-admin', storeId, 'payments'] });
  void queryClient.invalidateQueries({ queryKey: ['store-admin', storeId, 'sales'] });
}
