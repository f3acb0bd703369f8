/**
 * The stock domain on the real database (PGlite, and PostgreSQL in CI's second pass): all moves or
 * none, the journal always summing to the stock, cancels giving back exactly what orders took.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../db/client';
import { fileApp } from '../../test/file-app';
import { makeProduct, makeShopperId, stockAndJournal } from '../../test/factories';
import { DEMO } from '../../test/sessions';
import { brokenJournals } from '../../test/stock';
import { cancelOrder } from './cancel-order';
import { moveStock, openShelves, takenByOrder } from './stock';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
let shopperId: number;
beforeAll(async () => {
  shopperId = await makeShopperId(t.db);
});

async function journalCount(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from stock_journals`);
  return Number(row!.n);
}

/** An order row to hang moves on (what checkout creates, without a cart). */
async function orderRow(db: Db): Promise<number> {
  const [row] = await queryRows<{ order_id: number }>(
    db,
    sql`insert into orders (user_id, store_id, status, items_price, total_price)
        values (${shopperId}, ${STORE}, 'AWAITING_PAYMENT', 0, 0) returning order_id`,
  );
  return Number(row!.order_id);
}

describe('moveStock', () => {
  it('refuses a move below 0 and writes nothing, not even the moves that would fit', async () => {
    const a = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 5 });
    const b = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 2 });
    const entries = await journalCount(t.db);
    const result = await moveStock(
      t.db,
      [
        { inventoryId: a.inventory_id, change: -4 },
        { inventoryId: b.inventory_id, change: -3 },
      ],
      { cause: 'ORDER', category: 'SOLD', by: shopperId },
    );
    expect(result).toEqual({
      ok: false,
      reason: 'insufficient-stock',
      inventoryId: b.inventory_id,
      stock: 2,
      change: -3,
    });
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 5, journal: 5, sold: 0 });
    expect(await stockAndJournal(t.db, b.inventory_id)).toEqual({ stock: 2, journal: 2, sold: 0 });
    expect(await journalCount(t.db)).toBe(entries);
  });

  it('refuses an inventory that does not exist and writes nothing', async () => {
    const a = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 5 });
    const entries = await journalCount(t.db);
    expect(
      await moveStock(
        t.db,
        [
          { inventoryId: a.inventory_id, change: 3 },
          { inventoryId: 2147483000, change: 1 },
        ],
        { cause: 'STOCK_JOURNAL', category: 'RESTOCK', by: null },
      ),
    ).toEqual({ ok: false, reason: 'no-inventory', inventoryId: 2147483000 });
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 5, journal: 5, sold: 0 });
    expect(await journalCount(t.db)).toBe(entries);
  });

  it('writes one entry per inventory saying what moved it, who, for which order, and why', async () => {
    const a = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 10 });
    const orderId = await orderRow(t.db);
    const result = await moveStock(
      t.db,
      [
        { inventoryId: a.inventory_id, change: -2 },
        { inventoryId: a.inventory_id, change: -3 },
      ],
      { cause: 'ORDER', category: 'SOLD', by: shopperId, orderId, note: `Order ${orderId}` },
    );
    expect(result).toEqual({
      ok: true,
      entries: [
        {
          stock_journal_id: expect.any(Number),
          inventory_id: a.inventory_id,
          change_category: 'SOLD',
          stock_change: -5,
          stock_after: 5,
        },
      ],
    });
    const rows = await queryRows(
      t.db,
      sql`select store_id, stock_change, change_category, stock_after, order_id, cause, created_by, note
          from stock_journals where inventory_id = ${a.inventory_id} order by stock_journal_id`,
    );
    expect(rows).toEqual([
      {
        store_id: STORE,
        stock_change: 10,
        change_category: 'RESTOCK',
        stock_after: 10,
        order_id: null,
        cause: 'STOCK_JOURNAL',
        created_by: null,
        note: 'made by a test',
      },
      {
        store_id: STORE,
        stock_change: -5,
        change_category: 'SOLD',
        stock_after: 5,
        order_id: orderId,
        cause: 'ORDER',
        created_by: shopperId,
        note: `Order ${orderId}`,
      },
    ]);
    expect(await takenByOrder(t.db, orderId)).toEqual([{ inventoryId: a.inventory_id, change: 5 }]);
  });

  it('journals a stock journal of mixed lines: one entry per inventory and category, running stock_after', async () => {
    const a = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 5 });
    const b = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 1 });
    const result = await moveStock(
      t.db,
      [
        { inventoryId: a.inventory_id, change: 10, category: 'RESTOCK' },
        { inventoryId: a.inventory_id, change: -2, category: 'DAMAGED' },
        { inventoryId: b.inventory_id, change: -1, category: 'EXPIRED' },
        { inventoryId: a.inventory_id, change: 3, category: 'RESTOCK' },
      ],
      { cause: 'STOCK_JOURNAL', category: 'ADJUSTMENT', by: shopperId, note: 'delivery 42' },
    );
    expect(
      result.ok &&
        result.entries.map((e) => [e.inventory_id, e.change_category, e.stock_change, e.stock_after]),
    ).toEqual([
      [a.inventory_id, 'RESTOCK', 13, 18],
      [a.inventory_id, 'DAMAGED', -2, 16],
      [b.inventory_id, 'EXPIRED', -1, 0],
    ]);
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 16, journal: 16, sold: 0 });
    expect(await stockAndJournal(t.db, b.inventory_id)).toEqual({ stock: 0, journal: 0, sold: 0 });
    // A line that would take the other below 0 refuses them all.
    const refused = await moveStock(
      t.db,
      [
        { inventoryId: a.inventory_id, change: 5, category: 'RESTOCK' },
        { inventoryId: b.inventory_id, change: -1, category: 'DAMAGED' },
      ],
      { cause: 'STOCK_JOURNAL', category: 'ADJUSTMENT', by: shopperId },
    );
    expect(refused).toMatchObject({
      ok: false,
      reason: 'insufficient-stock',
      inventoryId: b.inventory_id,
      stock: 0,
    });
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 16, journal: 16, sold: 0 });
  });

  it('never lets a SOLD change add stock', async () => {
    const a = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 1 });
    await expect(
      moveStock(t.db, [{ inventoryId: a.inventory_id, change: 1 }], {
        cause: 'ORDER',
        category: 'SOLD',
        by: null,
      }),
    ).rejects.toThrow(/SOLD change can never add stock/);
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 1, journal: 1, sold: 0 });
  });

  it('writes nothing for moves that add up to 0, and nothing for no moves', async () => {
    const a = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 4 });
    const entries = await journalCount(t.db);
    const context = { cause: 'STOCK_JOURNAL', category: 'ADJUSTMENT', by: null } as const;
    expect(await moveStock(t.db, [], context)).toEqual({ ok: true, entries: [] });
    expect(
      await moveStock(
        t.db,
        [
          { inventoryId: a.inventory_id, change: 2 },
          { inventoryId: a.inventory_id, change: -2 },
        ],
        context,
      ),
    ).toEqual({ ok: true, entries: [] });
    expect(await journalCount(t.db)).toBe(entries);
  });
});

type Command =
  | { kind: 'restock'; inventory: number; units: number }
  | { kind: 'adjust'; inventory: number; units: number }
  | { kind: 'order'; lines: { inventory: number; units: number }[] }
  | { kind: 'cancel'; order: number };

const inventoryIndex = fc.integer({ min: 0, max: 2 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('restock' as const),
    inventory: inventoryIndex,
    units: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('adjust' as const),
    inventory: inventoryIndex,
    units: fc.integer({ min: -6, max: -1 }),
  }),
  fc.record({
    kind: fc.constant('order' as const),
    lines: fc.array(fc.record({ inventory: inventoryIndex, units: fc.integer({ min: 1, max: 5 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat({ max: 9 }) }),
);

describe('openShelves', () => {
  it('opens an empty shelf in every live store for a new product, once, with nothing in the journal', async () => {
    const made = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 4 });
    const entries = await journalCount(t.db);
    const [stores] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stores where is_deleted = false`,
    );
    const opened = await openShelves(t.db, { productIds: [made.product_id] });
    expect(opened).toBe(Number(stores!.n) - 1);
    expect(await openShelves(t.db, { productIds: [made.product_id] })).toBe(0);
    const shelves = await queryRows<{ store_id: number; stock: number }>(
      t.db,
      sql`select store_id, stock from inventories where product_id = ${made.product_id} order by store_id`,
    );
    expect(shelves).toHaveLength(Number(stores!.n));
    expect(shelves.find((s) => Number(s.store_id) === STORE)?.stock).toBe(4);
    expect(shelves.filter((s) => Number(s.store_id) !== STORE).every((s) => s.stock === 0)).toBe(true);
    expect(await journalCount(t.db)).toBe(entries);
  });
});

describe('any sequence of moves, orders and cancels', () => {
  it('keeps every journal summing to its stock, never below 0, and returns exactly what orders took', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const products = await Promise.all(
          [3, 0, 8].map((stock) => makeProduct(t.db, { storeId: STORE, price: 1000, stock })),
        );
        const ids = products.map((p) => p.inventory_id);
        const model = [3, 0, 8];
        const orders: { id: number; lines: { inventory: number; units: number }[]; open: boolean }[] = [];
        for (const c of commands) {
          if (c.kind === 'restock' || c.kind === 'adjust') {
            const result = await moveStock(t.db, [{ inventoryId: ids[c.inventory]!, change: c.units }], {
              cause: 'STOCK_JOURNAL',
              category: c.kind === 'restock' ? 'RESTOCK' : 'ADJUSTMENT',
              by: null,
            });
            const fits = model[c.inventory]! + c.units >= 0;
            expect(result.ok).toBe(fits);
            if (fits) model[c.inventory]! += c.units;
          } else if (c.kind === 'order') {
            const orderId = await orderRow(t.db);
            const wanted = [0, 0, 0];
            for (const l of c.lines) wanted[l.inventory]! += l.units;
            const result = await moveStock(
              t.db,
              c.lines.map((l) => ({ inventoryId: ids[l.inventory]!, change: -l.units })),
              { cause: 'ORDER', category: 'SOLD', by: shopperId, orderId },
            );
            const fits = wanted.every((w, i) => model[i]! >= w);
            expect(result.ok).toBe(fits);
            if (fits) {
              wanted.forEach((w, i) => (model[i]! -= w));
              orders.push({ id: orderId, lines: c.lines, open: true });
            }
          } else {
            const order = orders[c.order % Math.max(orders.length, 1)];
            if (!order) continue;
            const result = await cancelOrder(t.db, order.id, {
              reason: 'test',
              actor: 'SHOPPER',
              by: shopperId,
            });
            expect(result.outcome).toBe(order.open ? 'cancelled' : 'already-cancelled');
            if (order.open) for (const l of order.lines) model[l.inventory]! += l.units;
            order.open = false;
          }
        }
        for (const [i, id] of ids.entries()) {
          const { stock, journal } = await stockAndJournal(t.db, id);
          expect({ stock, journal }).toEqual({ stock: model[i], journal: model[i] });
        }
        expect(await brokenJournals(t.db)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  });
});
