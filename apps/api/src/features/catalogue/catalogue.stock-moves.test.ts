/**
 * Stock moves and the shopper's read model (migration 0010): a move writes only
 * catalogue_items.stock, and the list, the product page, the stock sort and the "on sale" list read
 * the stock of the same row, with or without a discount running, after a checkout, a cancel and a
 * restock alike. The app runs without the list cache, so every answer is read from catalogue_items.
 */
import { describe, expect, it } from 'vitest';
import type { ShopperProduct } from '@lumbung/contracts';
import { discounts } from '../../db/schema';
import { moveStock } from '../../domain/stock';
import { transaction } from '../../db/statements';
import { makeProduct } from '../../../test/factories';
import { FLAGSHIP_STORE_ID } from '../../db/seed/data';
import { fileApp } from '../../../test/file-app';
import { shopperDetail, shopperList } from '../../../test/shopper-reads';

const t = fileApp({ env: { CATALOGUE_LIST_CACHE: 'false' } });

const FLAGSHIP = FLAGSHIP_STORE_ID;
const HOUR = 60 * 60 * 1000;

const list = async (query: string): Promise<ShopperProduct[]> =>
  (await shopperList(t.app, FLAGSHIP, query)).inventories;
const detail = (inventoryId: number) => shopperDetail(t.app, inventoryId);

/** What a shopper sees of each item: the search's cards by id, and each product page. */
async function seen(search: string, ids: number[]) {
  const cards = await list(`?search=${encodeURIComponent(search)}&pageSize=50`);
  const byId = new Map(cards.map((c) => [c.inventory_id, c]));
  return Promise.all(ids.map(async (id) => ({ card: byId.get(id)!, detail: await detail(id) })));
}

const sold = (moves: { inventoryId: number; change: number }[]) =>
  moveStock(t.db, moves, { cause: 'ORDER', category: 'SOLD', by: null });

describe('a stock move', () => {
  it('shows at once on the card, the product page, the stock sort and the sale list, discount or not', async () => {
    const plain = await makeProduct(t.db, {
      storeId: FLAGSHIP,
      price: 20000,
      stock: 9,
      name: 'Uji Stok Biasa 1 kg',
    });
    const onSale = await makeProduct(t.db, {
      storeId: FLAGSHIP,
      price: 40000,
      stock: 7,
      name: 'Uji Stok Obral 1 kg',
    });
    await t.db.insert(discounts).values({
      store_id: FLAGSHIP,
      inventory_id: onSale.inventory_id,
      type: 'NOMINAL',
      value: 5000,
      description: 'test stock on sale',
      start_date: new Date(Date.now() - HOUR),
      end_date: new Date(Date.now() + HOUR),
    });
    const ids = [plain.inventory_id, onSale.inventory_id];
    const before = await seen('Uji Stok', ids);
    expect(before.map((s) => [s.card.user_stock, s.detail.user_stock])).toEqual([
      [9, 9],
      [7, 7],
    ]);

    // A checkout takes 6 of the plain one and 2 of the one on sale, in the buyer's transaction.
    await transaction(t.db, async (tx) => {
      const moved = await moveStock(
        tx,
        [
          { inventoryId: plain.inventory_id, change: -6 },
          { inventoryId: onSale.inventory_id, change: -2 },
        ],
        { cause: 'ORDER', category: 'SOLD', by: null },
      );
      expect(moved.ok).toBe(true);
    });
    const after = await seen('Uji Stok', ids);
    expect(after.map((s) => [s.card.user_stock, s.detail.user_stock])).toEqual([
      [3, 3],
      [5, 5],
    ]);
    // Nothing but the stock changed: the running discount is still on the card and the page.
    for (const [i, s] of after.entries()) {
      expect(s.card).toEqual({ ...before[i]!.card, user_stock: s.card.user_stock });
      expect(s.detail).toEqual({ ...before[i]!.detail, user_stock: s.detail.user_stock });
    }
    expect(after[1]!.card).toMatchObject({ discounted_price: 35000, discount_type: 'NOMINAL' });
    const sale = await list('?onSale=true&pageSize=100');
    expect(sale.find((c) => c.inventory_id === onSale.inventory_id)?.user_stock).toBe(5);

    // The stock sort follows: 3 before 5, then 15 after 5 once the plain one is restocked.
    const byStock = async () =>
      (await list('?search=Uji%20Stok&sortField=user_stock&sortOrder=asc')).map((c) => [
        c.inventory_id,
        c.user_stock,
      ]);
    expect(await byStock()).toEqual([
      [plain.inventory_id, 3],
      [onSale.inventory_id, 5],
    ]);
    const restocked = await moveStock(t.db, [{ inventoryId: plain.inventory_id, change: 12 }], {
      cause: 'STOCK_JOURNAL',
      category: 'RESTOCK',
      by: null,
    });
    expect(restocked.ok).toBe(true);
    expect(await byStock()).toEqual([
      [onSale.inventory_id, 5],
      [plain.inventory_id, 15],
    ]);

    // A refused move (more than the stock) changes nothing; selling out shows 0.
    expect((await sold([{ inventoryId: onSale.inventory_id, change: -6 }])).ok).toBe(false);
    expect((await seen('Uji Stok', ids))[1]!.card.user_stock).toBe(5);
    expect((await sold([{ inventoryId: onSale.inventory_id, change: -5 }])).ok).toBe(true);
    const soldOut = await seen('Uji Stok', ids);
    expect([soldOut[1]!.card.user_stock, soldOut[1]!.detail.user_stock]).toEqual([0, 0]);
  });
});
