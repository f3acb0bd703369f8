/**
 * Stock history (docs/product.md §7 "Inventory and stock"): the stock journal of a store (or of every store for
 * the super admin) with what caused each entry, who and the note; and a month per product, read
 * from the journal alone: start + additions - reductions = end, and end is what the journal sums to
 * at the month's end (the stock itself, for the current month).
 */
import type { Paged, StockChangeCategory, StockEntry, StockSummaryRow } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { monthSummaryRows, stockHistoryPage } from './stock.sql';

export interface StockHistoryInput {
  page: number;
  pageSize: number;
  sortOrder: 'asc' | 'desc';
  storeId: number | null;
  changeType?: StockChangeCategory;
  search?: string;
}

export function stockHistory(db: Db, q: StockHistoryInput): Promise<Paged<StockEntry>> {
  return stockHistoryPage(db, { ...q, changeType: q.changeType ?? null, search: q.search || null });
}

/**
 * Every shelf of the store that had stock or moved in the month, by product name: what the journal
 * summed to before the month, what came in, what went out, and where it ended.
 */
export async function stockSummary(
  db: Db,
  storeId: number,
  month: string,
  search?: string,
): Promise<StockSummaryRow[]> {
  return monthSummaryRows(db, storeId, month, search || null);
}
