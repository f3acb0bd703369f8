import {
  COOKIES,
  MESSAGES,
  type InventoryRow,
  type StockEntry,
  type StoreOrderDetail,
  type StoreOrderSummary,
} from '@lumbung/contracts';
import { orderDetail, payment } from './order-fixtures';

/** The flagship store as the assigned-store call answers it. */
export const KEMANG = {
  store_id: 28,
  store_name: 'LUMBUNG Kemang',
  store_location: 'Jl. Kemang Raya 8',
  city_id: 1,
};

/** Sari, the flagship store's admin: the account fields every user answer shares. */
export const SARI = {
  user_id: 8,
  username: 'Sari Jakarta',
  email: 'admin.jakarta@lumbung.test',
  role: 'STORE_ADMIN',
  is_verified: true,
  image: null,
} as const;

/** The store admin's own handlers: their store and their name. */
export const adminIdentity = {
  'GET /api/store-admin/assigned-store/:userId': () => ({
    message: MESSAGES.ASSIGNED_STORE_FOUND,
    data: KEMANG,
  }),
  'GET /api/profile/user/:userId': () => ({
    message: MESSAGES.PROFILE_FOUND,
    data: {
      ...SARI,
      referral_code: 'SARI01',
      pending_email: null,
    },
  }),
};

/** Opens a store-admin page as the browser would, with the /admin-store store cookie. */
export function storeCookie(storeId = KEMANG.store_id) {
  document.cookie = `${COOKIES.assignedStoreId.name}=${storeId}; path=/admin-store`;
}

export function shelf(
  id: number,
  name: string,
  stock: number,
  extra: Partial<InventoryRow> = {},
): InventoryRow {
  return {
    inventory_id: id,
    stock,
    low_stock: stock <= 10,
    updated_at: '2026-11-20T03:00:00.000Z',
    product: {
      product_id: id + 100,
      product_name: name,
      category_name: 'Fruits and Vegetables',
      price: 12_500,
      product_image: null,
    },
    ...extra,
  };
}

export function paged<T>(rows: T[], page = 1, totalPages = 1, totalItems = rows.length) {
  return { message: 'ok', data: rows, currentPage: page, totalPages, totalItems };
}

/** All of `rows` on one page, under the list endpoint's own success message. */
export function listed<T>(message: string, rows: T[]) {
  return { ...paged(rows), message };
}

export function entry(id: number, extra: Partial<StockEntry> = {}): StockEntry {
  return {
    stock_journal_id: id,
    inventoryId: 1,
    store_id: 28,
    store_name: 'LUMBUNG Kemang',
    product_name: 'Apel Fuji',
    stockChange: 24,
    changeCategory: 'RESTOCK',
    cause: 'STOCK_JOURNAL',
    stock_after: 30,
    order_id: null,
    created_by_name: 'Sari Jakarta',
    note: 'Delivery note 118',
    created_at: '2026-11-20T03:00:00.000Z',
    ...extra,
  };
}

/** An order of Budi's as the back-office order lists show it, its transfer proof waiting. */
export function backOfficeOrderSummary(
  id: number,
  extra: Partial<StoreOrderSummary> = {},
): StoreOrderSummary {
  return {
    order_id: id,
    status: 'AWAITING_CONFIRMATION',
    customer_name: 'Budi Santoso',
    customer_email: 'shopper@lumbung.test',
    total_price: 148_500,
    item_count: 3,
    created_at: '2026-11-23T02:00:00.000Z',
    payment_method: 'BANK_TRANSFER',
    payment_status: 'AWAITING_CONFIRMATION',
    ...extra,
  };
}

/** Budi's order #41 as a back office opens it: paid by transfer (payment 9), the proof to review. */
export function backOfficeOrder(extra: Partial<StoreOrderDetail> = {}): StoreOrderDetail {
  return {
    ...orderDetail({
      order_id: 41,
      status: 'AWAITING_CONFIRMATION',
      address: {
        address_id: 31,
        address: 'Jl. Kemang Raya No. 8, Bangka',
        city_name: 'Jakarta Selatan',
        label: null,
        recipient_name: null,
        phone: null,
      },
      payment: payment({
        payment_id: 9,
        order_id: 41,
        payment_status: 'AWAITING_CONFIRMATION',
        pop_image: '/api/order/payment-proof/9',
        payment_date: '2026-11-23T03:00:00.000Z',
      }),
    }),
    customer: { user_id: 7, username: 'Budi Santoso', email: 'shopper@lumbung.test' },
    store_actions: { review_payment: true, process: false, cancel: true },
    ...extra,
  };
}
