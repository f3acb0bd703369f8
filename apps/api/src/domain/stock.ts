/**
 * Stock (docs/architecture.md §3): the only code that changes `inventories.stock` and writes `stock_journals`.
 * Every change is a journal entry in the same statement as the stock it changes, so the journal of
 * an inventory always sums to its stock; stock never goes below 0.
 *
 * Runs inside the caller's transaction (or alone on the database): a checkout takes stock in the
 * transaction that creates its order, a cancel gives it back in the transaction that cancels it.
 */
import type { StockChangeCategory, StockMoveCause } from '@lumbung/contracts';
import { json } from '../db/sql-helpers';
import { runner, type Conn } from '../db/statements';

/** A change of one inventory's stock: negative takes units, positive gives them. */
export interface StockMove {
  inventoryId: number;
  change: number;
  /** The journal category of this move; the context's when left out (a stock journal mixes them). */
  category?: StockChangeCategory;
}

/** Why stock moves, who moved it, and what the journal says about it. */
export interface StockMoveContext {
  cause: StockMoveCause;
  /** The journal category (docs/product.md §3 changeCategory) of moves that name none: SOLD, RESTOCK... */
  category: StockChangeCategory;
  /** The person who moved it; null for the system (a job). */
  by: number | null;
  /** The order the move belongs to (checkout, cancel, expiry). */
  orderId?: number | null;
  note?: string | null;
}

export interface JournalEntry {
  stock_journal_id: number;
  inventory_id: number;
  change_category: StockChangeCategory;
  stock_change: number;
  stock_after: number;
}

export type StockMoveResult =
  | { ok: true; entries: JournalEntry[] }
  /** Nothing was written: the first inventory (by id) that would go below 0, and its stock. */
  | { ok: false; reason: 'insufficient-stock'; inventoryId: number; stock: number; change: number }
  /** Nothing was written: an inventory that does not exist. */
  | { ok: false; reason: 'no-inventory'; inventoryId: number };

/**
 * All moves or none, in one statement: the inventories are locked in id order (as every writer of
 * stock locks them, so two callers never deadlock), checked on their total change, changed and
 * journalled: one entry per inventory and category, each with the stock after it.
 */
const MOVE_STOCK_SQL = `
  with lines as (
    select t.inventory_id, t.category, t.change, t.n
    from unnest($1::int[], $2::int[], $3::text[]) with ordinality as t(inventory_id, change, category, n)
  ), m as (
    select inventory_id, category, sum(change)::int as change, min(n) as first_line
    from lines
    group by inventory_id, category
  ), tot as (
    select inventory_id, sum(change)::int as change from m group by inventory_id
  ), locked as (
    select i.inventory_id, i.store_id, i.stock from inventories i
    where i.inventory_id in (select inventory_id from tot)
    order by i.inventory_id
    for update
  ), verdict as (
    select (select count(*) from locked) = (select count(*) from tot)
      and coalesce(bool_and(l.stock + tot.change >= 0), true) as ok
    from locked l join tot on tot.inventory_id = l.inventory_id
  ), moved as (
    update inventories i set stock = i.stock + tot.change, updated_at = now()
    from tot
    where i.inventory_id = tot.inventory_id and tot.change <> 0 and (select ok from verdict)
    returning i.inventory_id
  ), entries as (
    insert into stock_journals (inventory_id, store_id, stock_change, change_category, stock_after,
      order_id, cause, created_by, note)
    select m.inventory_id, l.store_id, m.change, m.category::stock_change_category,
      l.stock + sum(m.change) over (partition by m.inventory_id order by m.first_line)::int,
      $4::int, $5::text::stock_move_cause, $6::int, $7::text
    from m join locked l on l.inventory_id = m.inventory_id
    where m.change <> 0 and (select ok from verdict)
    order by m.inventory_id, m.first_line
    returning stock_journal_id, inventory_id, change_category, stock_change, stock_after
  )
  select tot.inventory_id, tot.change, l.stock as stock_before, (select ok from verdict) as ok,
    coalesce((select json_agg(e order by e.stock_journal_id) from entries e where e.inventory_id = tot.inventory_id),
      '[]'::json) as entries
  from tot
  left join locked l on l.inventory_id = tot.inventory_id
  order by tot.inventory_id`;

/**
 * The same move when every line has one category (a checkout, a cancel, an expiry): one entry per
 * inventory, so the stock after it is the row's own and the entries come back as plain rows.
 */
const MOVE_STOCK_ONE_CATEGORY_SQL = `
  with m as (
    select t.inventory_id, sum(t.change)::int as change
    from unnest($1::int[], $2::int[]) as t(inventory_id, change)
    group by t.inventory_id
  ), locked as (
    select i.inventory_id, i.store_id, i.stock from inventories i
    where i.inventory_id in (select inventory_id from m)
    order by i.inventory_id
    for update
  ), verdict as (
    select (select count(*) from locked) = (select count(*) from m)
      and coalesce(bool_and(l.stock + m.change >= 0), true) as ok
    from locked l join m on m.inventory_id = l.inventory_id
  ), moved as (
    update inventories i set stock = i.stock + m.change, updated_at = now()
    from m
    where i.inventory_id = m.inventory_id and m.change <> 0 and (select ok from verdict)
    returning i.inventory_id, i.store_id, i.stock
  ), entries as (
    insert into stock_journals (inventory_id, store_id, stock_change, change_category, stock_after,
      order_id, cause, created_by, note)
    select moved.inventory_id, moved.store_id, m.change, $3::text::stock_change_category, moved.stock,
      $4::int, $5::text::stock_move_cause, $6::int, $7::text
    from moved join m on m.inventory_id = moved.inventory_id
    order by moved.inventory_id
    returning stock_journal_id, inventory_id, change_category, stock_change, stock_after
  )
  select m.inventory_id, m.change, l.stock as stock_before, e.stock_journal_id, e.change_category,
    e.stock_change, e.stock_after
  from m
  left join locked l on l.inventory_id = m.inventory_id
  left join entries e on e.inventory_id = m.inventory_id
  order by m.inventory_id`;

interface OneCategoryRow {
  inventory_id: number;
  change: number;
  stock_before: number | null;
  stock_journal_id: number | null;
  change_category: StockChangeCategory | null;
  stock_change: number | null;
  stock_after: number | null;
}

interface MoveRow {
  inventory_id: number;
  change: number;
  stock_before: number | null;
  ok: boolean;
  entries: JournalEntry[] | string;
}

/**
 * Moves stock through the journal: every move or none. A move that would take an inventory below
 * 0 is refused ('insufficient-stock') and nothing is written; so is a move of an inventory that
 * does not exist. Moves that add up to 0 for an inventory write nothing for it.
 */
export async function moveStock(
  on: Conn,
  moves: readonly StockMove[],
  context: StockMoveContext,
): Promise<StockMoveResult> {
  for (const move of moves) {
    if (!Number.isSafeInteger(move.change)) throw new TypeError(`a stock change must be a whole number`);
    if ((move.category ?? context.category) === 'SOLD' && move.change > 0) {
      throw new TypeError("a SOLD change can never add stock (Sold Stock change can't be a positive value)");
    }
  }
  if (moves.length === 0) return { ok: true, entries: [] };
  if (moves.every((m) => m.category === undefined || m.category === context.category)) {
    return moveOneCategory(on, moves, context);
  }
  const rows = await runner(on)<MoveRow>('stock_move', MOVE_STOCK_SQL, [
    moves.map((m) => m.inventoryId),
    moves.map((m) => m.change),
    moves.map((m) => m.category ?? context.category),
    context.orderId ?? null,
    context.cause,
    context.by,
    context.note ?? null,
  ]);
  const refused = refusalOf(rows);
  if (refused) return refused;
  return {
    ok: true,
    entries: rows.flatMap((r) => json(r.entries)),
  };
}

/** The refusal a move's rows tell of (nothing was written then), or null when it was made. */
function refusalOf(
  rows: readonly { inventory_id: number; change: number; stock_before: number | null }[],
): Extract<StockMoveResult, { ok: false }> | null {
  const missing = rows.find((r) => r.stock_before === null);
  if (missing) return { ok: false, reason: 'no-inventory', inventoryId: missing.inventory_id };
  const short = rows.find((r) => r.stock_before! + r.change < 0);
  if (!short) return null;
  return {
    ok: false,
    reason: 'insufficient-stock',
    inventoryId: short.inventory_id,
    stock: short.stock_before!,
    change: short.change,
  };
}

/** moveStock when every move has the context's category: flat rows instead of JSON per inventory. */
async function moveOneCategory(
  on: Conn,
  moves: readonly StockMove[],
  context: StockMoveContext,
): Promise<StockMoveResult> {
  const rows = await runner(on)<OneCategoryRow>('stock_move_one_category', MOVE_STOCK_ONE_CATEGORY_SQL, [
    moves.map((m) => m.inventoryId),
    moves.map((m) => m.change),
    context.category,
    context.orderId ?? null,
    context.cause,
    context.by,
    context.note ?? null,
  ]);
  const refused = refusalOf(rows);
  if (refused) return refused;
  return {
    ok: true,
    entries: rows
      .filter((r) => r.stock_journal_id !== null)
      .map((r) => ({
        stock_journal_id: r.stock_journal_id!,
        inventory_id: r.inventory_id,
        change_category: r.change_category!,
        stock_change: r.stock_change!,
        stock_after: r.stock_after!,
      })),
  };
}

/**
 * Locks inventories in id order (the order every writer of stock uses) and answers their stock, for
 * a caller that must decide on the locked figures before it moves them (checkout counts its free
 * BOGO units against them). Inventories that do not exist are left out.
 */
export async function lockStock(on: Conn, inventoryIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await runner(on)<{ inventory_id: number; stock: number }>(
    'stock_lock',
    `select inventory_id, stock from inventories where inventory_id = any($1::int[])
     order by inventory_id for update`,
    [[...new Set(inventoryIds)]],
  );
  return new Map(rows.map((r) => [r.inventory_id, r.stock]));
}

/**
 * What an order's own journal entries took, per inventory, net of anything given back: exactly
 * what a cancel must return (an order item of a different free product carries its units in both
 * quantity and free_quantity, so the items would count them twice; the journal does not).
 */
export async function takenByOrder(on: Conn, orderId: number): Promise<StockMove[]> {
  const rows = await runner(on)<{ inventory_id: number; units: number }>(
    'stock_taken_by_order',
    `select j.inventory_id, (-sum(j.stock_change))::int as units
     from stock_journals j where j.order_id = $1::int
     group by j.inventory_id having sum(j.stock_change) < 0
     order by j.inventory_id`,
    [orderId],
  );
  return rows.map((r) => ({ inventoryId: r.inventory_id, change: r.units }));
}

/**
 * Opens an empty shelf (an inventory at stock 0, nothing in the journal: it sums to 0) for every
 * live product in every live store that lacks one: a new product reaches every store's inventory,
 * a new store gets every product. Narrowed to the given products or stores; answers how many
 * shelves it opened. Idempotent: a shelf that exists is left as it is.
 */
export async function openShelves(
  on: Conn,
  scope: { productIds?: readonly number[]; storeIds?: readonly number[] },
): Promise<number> {
  const rows = await runner(on)<{ opened: number }>(
    'stock_open_shelves',
    `with opened as (
       insert into inventories (store_id, product_id, stock)
       select s.store_id, p.product_id, 0
       from stores s cross join products p
       where s.is_deleted = false and p.is_deleted = false
         and ($1::int[] is null or p.product_id = any($1::int[]))
         and ($2::int[] is null or s.store_id = any($2::int[]))
       order by s.store_id, p.product_id
       on conflict (store_id, product_id) do nothing
       returning 1
     )
     select count(*)::int as opened from opened`,
    [scope.productIds ? [...scope.productIds] : null, scope.storeIds ? [...scope.storeIds] : null],
  );
  return rows[0]?.opened ?? 0;
}
