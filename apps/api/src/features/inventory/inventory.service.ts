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
import { runner } from '../../db/statements';
import { moveStock } from '../../domain/stock';
import { AppError } from '../../platform/errors';

export interface InventoryListInput {
  page: number;
  pageSize: number;
  sortField: 'stock' | 'product_name' | 'updated_at';
  sortOrder: 'asc' | 'desc';
  search?: string;
  lowStock?: 'true' | 'false';
}

const ORDER_BY = {
  stock: 'f.stock',
  product_name: 'lower(f.product_name)',
  updated_at: 'f.updated_at',
} as const;

/** One statement per sort: the live shelves of store $1, the page and the count. */
const listSql = (field: InventoryListInput['sortField'], order: 'asc' | 'desc') => `
  with f as (
    select i.inventory_id, i.stock, i.updated_at, p.product_id, p.product_name, c.category_name, p.price
    from inventories i
    join products p on p.product_id = i.product_id
    join categories c on c.category_id = p.category_id
    where i.store_id = $1::int and not p.is_deleted
      and ($2::text is null or position(lower($2::text) in lower(p.product_name)) > 0)
      and ($3::int is null or i.stock <= $3::int)
  ), page as (
    select * from f order by ${ORDER_BY[field]} ${order}, f.inventory_id limit $4::int offset $5::int
  )
  select (select count(*)::int from f) as total,
    coalesce((select json_agg(json_build_object(
      'inventory_id', pg.inventory_id, 'stock', pg.stock, 'updated_at', pg.updated_at,
      'product', json_build_object('product_id', pg.product_id, 'product_name', pg.product_name,
        'category_name', pg.category_name, 'price', pg.price,
        'product_image', (select pi.product_image from product_images pi where pi.product_id = pg.product_id
          order by pi.is_primary desc, pi.product_image_id limit 1)))
      order by ${ORDER_BY[field].replace('f.', 'pg.')} ${order}, pg.inventory_id) from page pg), '[]'::json) as rows`;

type Row = Omit<InventoryRow, 'low_stock' | 'updated_at'> & { updated_at: string };

export async function listInventory(
  db: Db,
  storeId: number,
  q: InventoryListInput,
): Promise<Paged<InventoryRow>> {
  const [row] = await runner(db)<{ total: number; rows: Row[] | string }>(
    `inventory_list_${q.sortField}_${q.sortOrder}`,
    listSql(q.sortField, q.sortOrder),
    [
      storeId,
      q.search || null,
      q.lowStock === 'true' ? LOW_STOCK_THRESHOLD : null,
      q.pageSize,
      (q.page - 1) * q.pageSize,
    ],
  );
  const rows = typeof row!.rows === 'string' ? (JSON.parse(row!.rows) as Row[]) : row!.rows;
  const total = Number(row!.total);
  return {
    data: rows.map((r) => ({
      ...r,
      low_stock: r.stock <= LOW_STOCK_THRESHOLD,
      updated_at: new Date(r.updated_at).toISOString(),
    })),
    currentPage: q.page,
    totalPages: Math.ceil(total / q.pageSize),
    totalItems: total,
  };
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
  const shelves = await runner(db)<{ inventory_id: number; product_name: string }>(
    'inventory_of_store',
    `select i.inventory_id, p.product_name from inventories i join products p on p.product_id = i.product_id
     where i.store_id = $1::int and i.inventory_id = any($2::int[])`,
    [storeId, ids],
  );
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
