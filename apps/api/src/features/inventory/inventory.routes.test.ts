/**
 * A store's inventory, stock journal and stock history through the real API: who may call them
 * (the store's admin and the super admin; another store's admin, an unverified admin and a shopper
 * are refused), good and bad input, all lines or none, and a monthly summary that adds up.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  InventoryListResponse,
  MESSAGES,
  StockHistoryResponse,
  StockJournalResponse,
  StockSummaryResponse,
} from '@lumbung/contracts';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { makeProduct, stockAndJournal } from '../../../test/factories';
import { authHeaders, DEMO } from '../../../test/sessions';
import { brokenJournals } from '../../../test/stock';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);
const superAdmin = fileHeaders(t, DEMO.superAdmin);

const journal = (headers: object, payload: object, storeId = STORE) =>
  t.app.inject({
    method: 'POST',
    url: `/api/inventory/stock-journal/${storeId}`,
    headers: headers as Record<string, string>,
    payload,
  });

describe('who may call the back-office stock routes', () => {
  it("refuses another store's admin, an unverified admin, a shopper and a visitor", async () => {
    const others = [
      [await authHeaders(t.app, DEMO.bandungAdmin), 403],
      [await authHeaders(t.app, DEMO.unverifiedAdmin), 403],
      [await authHeaders(t.app, DEMO.shopper), 403],
      [{}, 401],
    ] as const;
    for (const [headers, status] of others) {
      for (const url of [
        `/api/inventory/${STORE}`,
        `/api/inventory/store/${STORE}`,
        `/api/store-admin/stocks?store_id=${STORE}`,
      ]) {
        expect((await t.app.inject({ url, headers })).statusCode, url).toBe(status);
      }
      expect((await journal(headers, { inventories: [] })).statusCode).toBe(status === 401 ? 401 : status);
    }
    expect((await t.app.inject({ url: `/api/inventory/${STORE}`, headers: superAdmin })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: '/api/super-admin/stocks', headers: admin })).statusCode).toBe(403);
  });
});

describe('GET /api/inventory/{storeId}', () => {
  it('pages 10 at a time, stock ascending by default, searches, marks low stock', async () => {
    const low = await makeProduct(t.db, {
      storeId: STORE,
      price: 1000,
      stock: 3,
      name: 'Zz inventory low test',
    });
    await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 500, name: 'Zz inventory high test' });
    const res = await t.app.inject({ url: `/api/inventory/${STORE}`, headers: admin });
    const body = InventoryListResponse.parse(res.json());
    expect(body.data).toHaveLength(10);
    const stocks = body.data.map((r) => r.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(body.low_stock_threshold).toBe(10);
    const found = InventoryListResponse.parse(
      (
        await t.app.inject({
          url: `/api/inventory/${STORE}?search=zz%20inventory&sortField=stock&sortOrder=desc`,
          headers: admin,
        })
      ).json(),
    );
    expect(found.data.map((r) => [r.product.product_name, r.low_stock])).toEqual([
      ['Zz inventory high test', false],
      ['Zz inventory low test', true],
    ]);
    const onlyLow = InventoryListResponse.parse(
      (
        await t.app.inject({
          url: `/api/inventory/${STORE}?search=zz%20inventory&lowStock=true`,
          headers: admin,
        })
      ).json(),
    );
    expect(onlyLow.data.map((r) => r.inventory_id)).toEqual([low.inventory_id]);
    for (const bad of ['?sortField=price', '?pageSize=0', '?page=-1', '?search=%00']) {
      expect(
        (await t.app.inject({ url: `/api/inventory/${STORE}${bad}`, headers: admin })).statusCode,
        bad,
      ).toBe(400);
    }
  });
});

describe('POST /api/inventory/stock-journal/{storeId}', () => {
  it('moves every line through the journal, with who and the note', async () => {
    const a = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 5 });
    const b = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 8 });
    const res = await journal(admin, {
      inventories: [
        { inventoryId: a.inventory_id, stockChange: 20, changeCategory: 'RESTOCK' },
        { inventoryId: b.inventory_id, stockChange: -3, changeCategory: 'DAMAGED' },
        { inventoryId: b.inventory_id, stockChange: -1, changeCategory: 'EXPIRED' },
      ],
      note: 'Delivery SJ-0042; two crates dropped',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = StockJournalResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.STOCK_JOURNAL_CREATED);
    expect(body.data.entries).toEqual([
      { inventory_id: a.inventory_id, stock_change: 20, stock_after: 25 },
      { inventory_id: b.inventory_id, stock_change: -3, stock_after: 5 },
      { inventory_id: b.inventory_id, stock_change: -1, stock_after: 4 },
    ]);
    expect(await stockAndJournal(t.db, b.inventory_id)).toEqual({ stock: 4, journal: 4, sold: 0 });
    const history = StockHistoryResponse.parse(
      (
        await t.app.inject({
          url: `/api/store-admin/stocks?store_id=${STORE}&search=${encodeURIComponent(b.product_name)}`,
          headers: admin,
        })
      ).json(),
    );
    expect(
      history.data.map((e) => [e.changeCategory, e.stockChange, e.cause, e.created_by_name, e.note]),
    ).toEqual([
      ['EXPIRED', -1, 'STOCK_JOURNAL', 'admin_jakarta', 'Delivery SJ-0042; two crates dropped'],
      ['DAMAGED', -3, 'STOCK_JOURNAL', 'admin_jakarta', 'Delivery SJ-0042; two crates dropped'],
      ['RESTOCK', 8, 'STOCK_JOURNAL', null, 'made by a test'],
    ]);
  });

  it("refuses a positive SOLD line with the spec's text, a line below 0 (all or none), another store's shelf", async () => {
    const a = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 2 });
    const b = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 2 });
    const sold = await journal(admin, {
      inventories: [{ inventoryId: a.inventory_id, stockChange: 5, changeCategory: 'SOLD' }],
    });
    expect(sold.statusCode).toBe(400);
    expect(sold.json().message).toContain("Sold Stock change can't be a positive value");
    const below = await journal(admin, {
      inventories: [
        { inventoryId: a.inventory_id, stockChange: 10, changeCategory: 'RESTOCK' },
        { inventoryId: b.inventory_id, stockChange: -3, changeCategory: 'DAMAGED' },
      ],
    });
    expect([below.statusCode, below.json().message]).toEqual([
      422,
      formatMessage('STOCK_BELOW_ZERO', { product: b.product_name, stock: 2, change: -3 }),
    ]);
    expect(await stockAndJournal(t.db, a.inventory_id)).toEqual({ stock: 2, journal: 2, sold: 0 });
    const bandung = await makeProduct(t.db, { storeId: DEMO.bandungStoreId, price: 1000, stock: 2 });
    const foreign = await journal(admin, {
      inventories: [{ inventoryId: bandung.inventory_id, stockChange: 1, changeCategory: 'RESTOCK' }],
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([
      404,
      formatMessage('INVENTORY_NOT_IN_STORE', { id: bandung.inventory_id }),
    ]);
    for (const bad of [
      { inventories: [] },
      { inventories: [{ inventoryId: a.inventory_id, stockChange: 0, changeCategory: 'RESTOCK' }] },
      { inventories: [{ inventoryId: a.inventory_id, stockChange: 1.5, changeCategory: 'RESTOCK' }] },
      { inventories: [{ inventoryId: a.inventory_id, stockChange: 1, changeCategory: 'CANCELLED_ORDER' }] },
      { inventories: [{ inventoryId: 2147483648, stockChange: 1, changeCategory: 'RESTOCK' }] },
      {
        inventories: [{ inventoryId: a.inventory_id, stockChange: 1, changeCategory: 'RESTOCK' }],
        note: 'x'.repeat(501),
      },
      {
        inventories: [{ inventoryId: a.inventory_id, stockChange: 1, changeCategory: 'RESTOCK' }],
        note: 'a\u0000b',
      },
    ]) {
      expect((await journal(admin, bad)).statusCode, JSON.stringify(bad).slice(0, 120)).toBe(400);
    }
    expect(await brokenJournals(t.db)).toEqual([]);
  });
});

describe('the monthly stock summary', () => {
  it('adds up against the journal for random journals: start + additions - reductions = end', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            monthsAgo: fc.integer({ min: 0, max: 3 }),
            change: fc.integer({ min: -20, max: 40 }).filter((n) => n !== 0),
          }),
          { minLength: 1, maxLength: 15 },
        ),
        async (moves) => {
          const p = await makeProduct(t.db, { storeId: STORE, price: 1000, stock: 0 });
          let stock = 0;
          const byMonth = new Map<number, number[]>();
          for (const m of moves) {
            if (stock + m.change < 0) continue;
            stock += m.change;
            await journal(admin, {
              inventories: [
                { inventoryId: p.inventory_id, stockChange: m.change, changeCategory: 'ADJUSTMENT' },
              ],
            });
            // Backdate the entry into its month (mid-month, WIB).
            await t.db.execute(
              sql`update stock_journals set created_at = date_trunc('month', now() at time zone 'Asia/Jakarta')
                    at time zone 'Asia/Jakarta' - make_interval(months => ${m.monthsAgo}::int) + interval '14 days'
                  where stock_journal_id = (select max(stock_journal_id) from stock_journals where inventory_id = ${p.inventory_id})`,
            );
            byMonth.set(m.monthsAgo, [...(byMonth.get(m.monthsAgo) ?? []), m.change]);
          }
          let running = 0;
          for (const ago of [3, 2, 1, 0]) {
            const d = new Date(Date.now() + 7 * 3600_000);
            d.setUTCDate(15);
            d.setUTCMonth(d.getUTCMonth() - ago);
            const month = d.toISOString().slice(0, 7);
            const res = await t.app.inject({
              url: `/api/store-admin/stocks/summary?store_id=${STORE}&month=${month}&search=${encodeURIComponent(p.product_name)}`,
              headers: admin,
            });
            const rows = StockSummaryResponse.parse(res.json()).data.rows;
            const changes = byMonth.get(ago) ?? [];
            const additions = changes.filter((c) => c > 0).reduce((a, b) => a + b, 0);
            const reductions = changes.filter((c) => c < 0).reduce((a, b) => a - b, 0);
            const expected =
              running === 0 && changes.length === 0
                ? []
                : [
                    {
                      inventory_id: p.inventory_id,
                      product_name: p.product_name,
                      start_stock: running,
                      additions,
                      reductions,
                      end_stock: running + additions - reductions,
                    },
                  ];
            expect(rows, month).toEqual(expected);
            running += additions - reductions;
          }
          expect(running).toBe(stock);
          expect((await stockAndJournal(t.db, p.inventory_id)).stock).toBe(stock);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('refuses a month that is not YYYY-MM and another store', async () => {
    for (const q of [
      `store_id=${STORE}&month=2026-13`,
      `store_id=${STORE}&month=nov`,
      `store_id=${DEMO.bandungStoreId}&month=2026-11`,
    ]) {
      const res = await t.app.inject({ url: `/api/store-admin/stocks/summary?${q}`, headers: admin });
      expect(res.statusCode, q).toBe(q.startsWith(`store_id=${DEMO.bandungStoreId}&`) ? 403 : 400);
    }
  });
});
