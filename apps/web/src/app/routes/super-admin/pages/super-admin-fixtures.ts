import { act } from '@testing-library/react';
import type { SuperDashboard } from '@lumbung/contracts';
import { activateForTests } from '@/i18n/catalogues';
import { superProfile } from '@/test/back-office';
import { englishCataloguesForTests, indonesianCataloguesForTests } from '@/test/catalogues';
import type { FakeHandler } from '@/test/fake-api';

/**
 * Switches the rendered app to Bahasa Indonesia, as the language switch does; the returned function
 * switches it back to English (the other tests' language).
 */
export function speakIndonesian(): () => void {
  act(() => activateForTests('id', indonesianCataloguesForTests));
  return () => act(() => activateForTests('en', englishCataloguesForTests));
}

/** The stores of GET /api/super-admin/data/all. */
export const STORES = [
  { store_id: 1, store_name: 'LUMBUNG Dago' },
  { store_id: 28, store_name: 'LUMBUNG Kemang' },
];

/** The super admin's own calls: their name, and the stores the pages filter by. */
export const superIdentity: Record<string, FakeHandler> = {
  ...superProfile,
  'GET /api/super-admin/data/all': () => ({
    // A fake answer for the tests: no person reads its message.
    // eslint-disable-next-line lumbung/no-literal-text
    message: 'ok',
    data: { categories: [{ category_id: 2, category_name: 'Dairy' }], products: [], stores: STORES },
  }),
};

export function superDashboard(extra: Partial<SuperDashboard> = {}): SuperDashboard {
  return {
    sales: {
      this_month: 3_000_000,
      last_month: 2_000_000,
      stores: [
        { store_id: 28, store_name: 'LUMBUNG Kemang', this_month: 2_500_000, last_month: 1_500_000 },
        { store_id: 1, store_name: 'LUMBUNG Dago', this_month: 500_000, last_month: 500_000 },
      ],
    },
    orders_by_status: {
      AWAITING_PAYMENT: 4,
      AWAITING_CONFIRMATION: 3,
      PROCESSING: 2,
      SHIPPED: 1,
      CONFIRMED: 9,
      CANCELLED: 0,
    },
    payments_waiting: { total: 3, stores: [{ store_id: 1, store_name: 'LUMBUNG Dago', count: 3 }] },
    stores_without_admin: [{ store_id: 30, store_name: 'LUMBUNG Surabaya' }],
    low_stock: {
      threshold: 10,
      count: 12,
      items: [
        {
          store_id: 1,
          store_name: 'LUMBUNG Dago',
          inventory_id: 5,
          product_name: 'Susu UHT 1 L',
          stock: 0,
        },
      ],
    },
    ...extra,
  };
}
