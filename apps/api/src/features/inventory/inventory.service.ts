/**
 * A store's inventory (docs/product.md §7 "Inventory and stock"): its shelves, paged, searched and sorted, low
 * stock marked; and the stock journal form, whose lines move stock through the stock domain, all
 * of them or none.
 */
import {
  LOW_STOCK_THRESHOLD,
  type InventoryRow,
  type Paged,
  type StockJournalBody,
  type StockJournalLine,
} from '@lumbung/contracts';
import type { Db } from '../../db/client';

import { moveStock } from '../../domain/stock';
import { AppError } from '../../platform/errors';
import { inventoryPage, shelvesOfStore } from './inventory.sql';

export interface InventoryListInput {
  page: number;
  pageSize: number;
  sortField: 'stock' | 'product_name' | 'updated_at';
  sortOrder: 'asc' | 'desc';
  search?: string;
  lowStock?: 'true' | 'false';
}

export async function listInventory(
  db: Db,
  storeId: number,
  q: InventoryListInput,
): Promise<Paged<InventoryRow>> {
  return inventoryPage(db, storeId, q, q.search || null, q.lowStock === 'true' ? LOW_STOCK_THRESHOLD : null);
}

/**
 * POST /api/inventory/stock-journal/{storeId}: every line moves stock, or none does. Lines must be
 * shelves of this store (404 naming the first that is not); a line that would take a shelf below 0
 * refuses them all (422 naming the product and its stock).
 */
export async function postStockJournal(
  db: Db,
  storeId: number,
  by: number,
  body: { inventories: StockJournalLine[]; note?: StockJournalBody['note'] },
) {
  const ids = [...new Set(body.inventories.map((l) => l.inventoryId))];
  const shelves = await shelvesOfStore(db, storeId, ids);
  const names = new Map(shelves.map((s) => [s.inventory_id, s.product_name]));
  const missing = ids.find((id) => !names.has(id));
  if (missing !== undefined) throw new AppError(404, 'INVENTORY_NOT_IN_STORE', { id: missing });
  const moved = await moveStock(
    db,
    body.inventories.map((l) => ({
      inventoryId: l.inventoryId,
      change: l.stockChange,
      category: l.changeCategory,
    })),
    { cause: 'STOCK_JOURNAL', category: 'ADJUSTMENT', by, note: body.note || null },
  );
  if (!moved.ok) {
    if (moved.reason === 'no-inventory')
      throw new AppError(404, 'INVENTORY_NOT_IN_STORE', { id: moved.inventoryId });
    throw new AppError(422, 'STOCK_BELOW_ZERO', {
      product: names.get(moved.inventoryId) ?? String(moved.inventoryId),
      stock: moved.stock,
      change: moved.change,
    });
  }
  return moved.entries.map((e) => ({
    inventory_id: e.inventory_id,
    stock_change: e.stock_change,
    stock_after: e.stock_after,
  }));
}
