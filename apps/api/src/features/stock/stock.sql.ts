/**
 * The SQL of the stock history: the journal of a store (or of every store), one fixed text per
 * order, and a month per product summed from the journal alone.
 */
import type { Paged, StockChangeCategory, StockEntry, StockSummaryRow } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { json } from '../../db/sql-helpers';
import { runner } from '../../db/statements';
import { pageOf } from '../../platform/paging';

const historySql = (order: 'asc' | 'desc') => `
  with f as (
    select j.stock_journal_id from stock_journals j
    join inventories i on i.inventory_id = j.inventory_id
    join products p on p.product_id = i.product_id
    where ($1::int is null or j.store_id = $1::int)
      and ($2::text is null or j.change_category::text = $2::text)
      and ($3::text is null or position(lower($3::text) in lower(p.product_name)) > 0)
  ), page as (
    select stock_journal_id from f order by stock_journal_id ${order} limit $4::int offset $5::int
  )
  select (select count(*)::int from f) as total,
    coalesce((select json_agg(x order by x.stock_journal_id ${order}) from (
      select j.stock_journal_id, j.inventory_id as "inventoryId", j.store_id, s.store_name, p.product_name,
        j.stock_change as "stockChange", j.change_category as "changeCategory", j.cause, j.stock_after,
        j.order_id, u.username as created_by_name, j.note, j.created_at
      from page join stock_journals j on j.stock_journal_id = page.stock_journal_id
      join inventories i on i.inventory_id = j.inventory_id
      join products p on p.product_id = i.product_id
      join stores s on s.store_id = j.store_id
      left join users u on u.user_id = j.created_by
    ) x), '[]'::json) as entries`;

const HISTORY = {
  asc: { name: 'stock_history_asc', text: historySql('asc') },
  desc: { name: 'stock_history_desc', text: historySql('desc') },
} as const;

/** One page of the journal, entries with their product, store, author and ISO time. */
export async function stockHistoryPage(
  db: Db,
  f: {
    page: number;
    pageSize: number;
    sortOrder: 'asc' | 'desc';
    storeId: number | null;
    changeType: StockChangeCategory | null;
    search: string | null;
  },
): Promise<Paged<StockEntry>> {
  const { name, text } = HISTORY[f.sortOrder];
  const [row] = await runner(db)<{ total: number; entries: StockEntry[] | string }>(name, text, [
    f.storeId,
    f.changeType,
    f.search,
    f.pageSize,
    (f.page - 1) * f.pageSize,
  ]);
  const entries = json(row!.entries);
  const total = Number(row!.total);
  return pageOf(
    entries.map((e) => ({ ...e, created_at: new Date(e.created_at).toISOString() })),
    total,
    f,
  );
}

/** The month `YYYY-MM` in WIB: [start, end) as timestamps. */
const MONTH_SQL = `(($2::text || '-01')::date::timestamp at time zone 'Asia/Jakarta')`;

/** $1 store, $2 month, $3 search or null: each shelf that had stock or moved in the month. */
const MONTH_SUMMARY_SQL = `with bounds as (select ${MONTH_SQL} as start, ${MONTH_SQL} + interval '1 month' as stop),
     sums as (
       select j.inventory_id,
         coalesce(sum(j.stock_change) filter (where j.created_at < b.start), 0)::int as start_stock,
         coalesce(sum(j.stock_change) filter (where j.created_at >= b.start and j.created_at < b.stop
           and j.stock_change > 0), 0)::int as additions,
         coalesce(-sum(j.stock_change) filter (where j.created_at >= b.start and j.created_at < b.stop
           and j.stock_change < 0), 0)::int as reductions,
         count(*) filter (where j.created_at >= b.start and j.created_at < b.stop) as moves
       from stock_journals j cross join bounds b
       where j.store_id = $1::int and j.created_at < b.stop
       group by j.inventory_id
     )
     select s.inventory_id, p.product_name, s.start_stock, s.additions, s.reductions,
       s.start_stock + s.additions - s.reductions as end_stock
     from sums s join inventories i on i.inventory_id = s.inventory_id join products p on p.product_id = i.product_id
     where (s.start_stock <> 0 or s.moves > 0)
       and ($3::text is null or position(lower($3::text) in lower(p.product_name)) > 0)
     order by lower(p.product_name), s.inventory_id`;

export function monthSummaryRows(
  db: Db,
  storeId: number,
  month: string,
  search: string | null,
): Promise<StockSummaryRow[]> {
  return runner(db)<StockSummaryRow>('stock_month_summary', MONTH_SUMMARY_SQL, [storeId, month, search]);
}
