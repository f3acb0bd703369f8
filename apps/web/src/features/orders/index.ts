export { isOrderUnavailable, useOrder } from './api/get-order';
export { useUserOrders } from './api/get-user-orders';
export { useChangeOrder } from './api/change-order';
export { OrderCard } from './components/order-card';
export { OrderFiltersBar } from './components/order-filters';
export { OrderItems } from './components/order-items';
export { OrderStatusBadge } from './components/order-status-badge';
export { OrderTimeline } from './components/order-timeline';
export { OrderTotals } from './components/order-totals';
export {
  isFiltered,
  ordersQuery,
  readOrderFilters,
  writeOrderFilters,
  type OrderFilters,
} from './lib/filters';
export { orderStatusKey } from './lib/status';
