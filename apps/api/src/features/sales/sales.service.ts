/**
 * Sales reports (docs/product.md §7 "Sales"): a year of one store (or every store for the super admin) by
 * month in WIB. Only paid orders count (PROCESSING, SHIPPED, CONFIRMED); cancelled ones never. The
 * overall figure is what the goods sold for (items less cart discounts, shipping aside) less the
 * money owed back for them (`refunded`, reported beside it); a product's or a category's is the sum
 * of its order lines as they were sold.
 */
import { MESSAGES, MONTH_LABELS, type SalesData, type SalesFilterData } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import {
  selectNameOf,
  selectSalesBy,
  selectSalesByMonth,
  selectSalesFilters,
  selectYearTotals,
  type SeriesRow,
} from './sales.sql';

function datasets(rows: SeriesRow[], keys: { key: number; label: string }[]) {
  return keys.map(({ key, label }) => {
    const data = Array<number>(12).fill(0);
    let units = 0;
    for (const r of rows) {
      if (r.key !== key) continue;
      data[r.month - 1] = Number(r.amount);
      units += Number(r.units);
    }
    return { label, data, total: data.reduce((a, b) => a + b, 0), units };
  });
}

function yearTotals(db: Db, year: number, storeId: number | null) {
  return selectYearTotals(db, year, storeId);
}

/** The year by month: one series, the store's sales. */
export async function salesByMonth(db: Db, year: number, storeId: number | null): Promise<SalesData> {
  const rows = await selectSalesByMonth(db, year, storeId);
  return {
    year,
    store_id: storeId,
    labels: [...MONTH_LABELS],
    datasets: datasets(rows, [{ key: 0, label: MESSAGES.SALES_OVERALL_LABEL }]),
    ...(await yearTotals(db, year, storeId)),
  };
}

/**
 * By product (`productId`) or by category (`categoryId`): one series each; without one, the year's
 * five best-selling products, or every category sold.
 */
export async function salesBy(
  db: Db,
  by: 'product' | 'category',
  year: number,
  storeId: number | null,
  id: number | undefined,
): Promise<SalesData> {
  const rows = await selectSalesBy(db, by, year, storeId, id ?? null);
  const totals = new Map<number, { key: number; label: string; amount: number }>();
  for (const r of rows) {
    const t = totals.get(r.key) ?? { key: r.key, label: r.label, amount: 0 };
    t.amount += Number(r.amount);
    totals.set(r.key, t);
  }
  let keys = [...totals.values()].sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));
  if (id !== undefined && keys.length === 0) {
    const named = await selectNameOf(db, by, id);
    if (named !== undefined) keys = [{ key: id, label: named, amount: 0 }];
  }
  if (by === 'product' && id === undefined) keys = keys.slice(0, 5);
  return {
    year,
    store_id: storeId,
    labels: [...MONTH_LABELS],
    datasets: datasets(rows, keys),
    ...(await yearTotals(db, year, storeId)),
  };
}

/** GET /api/store-admin/data/all: categories, products and stores for the report's filters. */
export function salesFilters(db: Db, storeId: number | null): Promise<SalesFilterData> {
  return selectSalesFilters(db, storeId);
}
