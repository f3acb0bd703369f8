import { ORDER_STATUSES, type OrderStatus } from '@lumbung/contracts';
import type { OrdersListQuery } from '../api/get-user-orders';

/** How many orders a page of the list shows. */
export const ORDERS_PAGE_SIZE = 10;

/** The order list's filters, kept in the address bar (?status&search&from&to&page). */
export type OrderFilters = {
  status: OrderStatus | null;
  search: string;
  /** YYYY-MM-DD, a day in WIB; '' for none. */
  from: string;
  to: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Reads the filters from a link, ignoring what is not valid there (an old or edited link). */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: isStatus(status) ? status : null,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters as a query string, defaults left out. */
export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.search) params.set('search', filters.search);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query of GET /api/order/user/{userId} for these filters. */
export function ordersQuery(filters: OrderFilters): OrdersListQuery {
  return {
    page: filters.page,
    limit: ORDERS_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** Whether any filter narrows the list (its empty state then offers to clear them). */
export function isFiltered(filters: OrderFilters): boolean {
  return filters.status !== null || filters.search !== '' || filters.from !== '' || filters.to !== '';
}
