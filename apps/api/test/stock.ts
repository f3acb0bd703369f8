import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client';

/** Inventories whose stock journal does not sum to their stock (docs/architecture.md §3): must be none. */
export async function brokenJournals(db: Db): Promise<number[]> {
  const rows = await queryRows<{ inventory_id: number }>(
    db,
    sql`select i.inventory_id from inventories i
        left join stock_journals j on j.inventory_id = i.inventory_id
        group by i.inventory_id, i.stock
        having i.stock <> coalesce(sum(j.stock_change), 0)`,
  );
  return rows.map((r) => r.inventory_id);
}
