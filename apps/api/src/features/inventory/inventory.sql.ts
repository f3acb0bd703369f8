/**
 * The SQL of a store's inventory: its shelves paged, searched and sorted (one fixed text per sort),
 * and which of a list of shelves are the store's.
 */
import { LOW_STOCK_THRESHOLD, type InventoryRow, type Paged } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { json } from '../../db/sql-helpers';
import { runner } from '../../db/statements';
import { pageOf } from '../../platform/paging';

export type SortField = 'stock' | 'product_name' | 'updated_at';

const ORDER_BY = {
  stock: 'f.stock',
  product_name: 'lower(f.product_name)',
  updated_at: 'f.updated_at',
} as const;

/** One statement per sort: the live shelves of store $1, the page and the count. */
const listSql = (field: SortField, order: 'asc' | 'desc') => `
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

const LIST: Record<string, string> = {};
for (const field of Object.keys(ORDER_BY) as SortField[]) {
  for (const order of ['asc', 'desc'] as const)
    LIST[`inventory_list_${field}_${order}`] = listSql(field, order);
}

type Row = Omit<InventoryRow, 'low_stock' | 'updated_at'> & { updated_at: string };

/** One page of the store's live shelves; `lowStockAt` keeps only those at or below it. */
export async function inventoryPage(
  db: Db,
  storeId: number,
  q: { page: number; pageSize: number; sortField: SortField; sortOrder: 'asc' | 'desc' },
  search: string | null,
  lowStockAt: number | null,
): Promise<Paged<InventoryRow>> {
  const name = `inventory_list_${q.sortField}_${q.sortOrder}`;
  const [row] = await runner(db)<{ total: number; rows: Row[] | string }>(name, LIST[name]!, [
    storeId,
    search,
    lowStockAt,
    q.pageSize,
    (q.page - 1) * q.pageSize,
  ]);
  const rows = json(row!.rows);
  const total = Number(row!.total);
  return pageOf(
    rows.map((r) => ({
      ...r,
      low_stock: r.stock <= LOW_STOCK_THRESHOLD,
      updated_at: new Date(r.updated_at).toISOString(),
    })),
    total,
    q,
  );
}

const OF_STORE_SQL = `select i.inventory_id, p.product_name from inventories i join products p on p.product_id = i.product_id
     where i.store_id = $1::int and i.inventory_id = any($2::int[])`;

/** Those of `ids` that are shelves of the store, with their product's name. */
export function shelvesOfStore(
  db: Db,
  storeId: number,
  ids: number[],
): Promise<{ inventory_id: number; product_name: string }[]> {
  return runner(db)<{ inventory_id: number; product_name: string }>('inventory_of_store', OF_STORE_SQL, [
    storeId,
    ids,
  ]);
}
