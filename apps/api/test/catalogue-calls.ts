import { and, eq } from 'drizzle-orm';
import type { ShopperProduct } from '@lumbung/contracts';
import { inventories, products } from '../src/db/schema';
import { FLAGSHIP_STORE_ID } from '../src/db/seed/data';
import type { TestApp } from './build-test-app';
import { shopperList } from './shopper-reads';

/** A day in milliseconds. */
export const DAY = 24 * 60 * 60 * 1000;

/** A discount's dates that make it run now: from yesterday to tomorrow. */
export const running = () => ({
  start_date: new Date(Date.now() - DAY),
  end_date: new Date(Date.now() + DAY),
});

/** The database's name order (C collation, lower case): code point order of the lower-case names. */
export const byName = (a: ShopperProduct, b: ShopperProduct) => {
  const x = a.product_name.toLowerCase();
  const y = b.product_name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.inventory_id - b.inventory_id;
};

/** Counts the statements `on`'s app sends to the database while `run` runs. */
async function countQueries(run: () => Promise<unknown>, on: TestApp): Promise<number> {
  const client = (on.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const original = client.query;
  let calls = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    calls++;
    return original.apply(this, args);
  };
  try {
    await run();
    return calls;
  } finally {
    client.query = original;
  }
}

/** The storefront's catalogue reads on a test file's app (the catalogue test files share them). */
export function catalogueCalls(app: () => TestApp) {
  /** A page of a store's products (`storeId` null: the path without a store). */
  const list = (query = '', storeId: number | string | null = FLAGSHIP_STORE_ID) =>
    shopperList(app().app, storeId, query);
  return {
    list,
    /** Every item of a store for a query, walking the pages of 100. */
    async listAll(query: string, storeId = FLAGSHIP_STORE_ID): Promise<ShopperProduct[]> {
      const items: ShopperProduct[] = [];
      for (let page = 1; ; page++) {
        const body = await list(`?pageSize=100&page=${page}${query}`, storeId);
        items.push(...body.inventories);
        if (page >= body.totalPages) return items;
      }
    },
    /** A product's inventory line in a store, by the product's name. */
    async inventoryOf(productName: string, storeId = FLAGSHIP_STORE_ID) {
      const [row] = await app()
        .db.select({
          inventory_id: inventories.inventory_id,
          product_id: products.product_id,
          price: products.price,
        })
        .from(inventories)
        .innerJoin(products, eq(products.product_id, inventories.product_id))
        .where(and(eq(inventories.store_id, storeId), eq(products.product_name, productName)));
      if (!row) throw new Error(`no inventory of ${productName} in store ${storeId}`);
      return row;
    },
    /** Counts the statements this file's app (or `on`'s) sends to the database while `run` runs. */
    countQueries: (run: () => Promise<unknown>, on: TestApp = app()) => countQueries(run, on),
  };
}
