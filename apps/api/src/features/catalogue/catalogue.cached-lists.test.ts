/**
 * The product list's answers kept with the embedded database: a repeated list is answered from
 * memory until the catalogue changes (a price, a discount, a picture, stock, a category), and every
 * time from the database with CATALOGUE_LIST_CACHE=false.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { categories, discounts, inventories, productImages } from '../../db/schema';
import { FLAGSHIP_STORE_ID } from '../../db/seed/data';
import { pgliteOf } from '../../db/statements';
import { buildTestApp } from '../../../test/build-test-app';
import { catalogueCalls, DAY, running } from '../../../test/catalogue-calls';
import { fileApp } from '../../../test/file-app';
import { listProducts } from './catalogue.service';

const t = fileApp();
const FLAGSHIP = FLAGSHIP_STORE_ID;
const BANDUNG = 1;
const { list, inventoryOf, countQueries } = catalogueCalls(() => t);

describe('list answers kept with the embedded database', () => {
  const embedded = () => pgliteOf(t.db) !== null;

  it('answers a repeated list from memory, and a committed change at once', async () => {
    const first = await list('?sortField=price&sortOrder=desc');
    const again = await countQueries(async () =>
      expect(await list('?sortField=price&sortOrder=desc')).toEqual(first),
    );
    expect(again).toBe(embedded() ? 0 : 1);

    const top = first.inventories[0]!;
    await t.db
      .update(inventories)
      .set({ stock: top.user_stock + 3 })
      .where(eq(inventories.inventory_id, top.inventory_id));
    expect((await list('?sortField=price&sortOrder=desc')).inventories[0]!.user_stock).toBe(
      top.user_stock + 3,
    );

    // A change in another store keeps this store's answers.
    const [bandungItem] = await t.db
      .select()
      .from(inventories)
      .where(eq(inventories.store_id, BANDUNG))
      .limit(1);
    await t.db
      .update(inventories)
      .set({ stock: bandungItem!.stock + 1 })
      .where(eq(inventories.inventory_id, bandungItem!.inventory_id));
    expect(await countQueries(() => list('?sortField=price&sortOrder=desc'))).toBe(embedded() ? 0 : 1);
  });

  it('asks the database every time with CATALOGUE_LIST_CACHE=false', async () => {
    const uncached = await buildTestApp({ env: { CATALOGUE_LIST_CACHE: 'false' } });
    try {
      const url = `/api/users/products/${FLAGSHIP}?sortField=price`;
      const first = await uncached.app.inject({ url });
      expect(first.statusCode).toBe(200);
      const queries = await countQueries(async () => {
        const again = await uncached.app.inject({ url });
        expect(again.json()).toEqual(first.json());
      }, uncached);
      expect(queries).toBe(1);
    } finally {
      await uncached.close();
    }
  });

  it('shows a new discount, a renamed category and a new picture at once', async () => {
    const page = await list('?sortField=user_stock&sortOrder=desc&pageSize=3');
    const item = page.inventories[0]!;
    await t.db.insert(discounts).values({
      store_id: FLAGSHIP,
      inventory_id: item.inventory_id,
      type: 'NOMINAL',
      value: 1000,
      description: 'test flash sale',
      ...running(),
    });
    expect((await list('?sortField=user_stock&sortOrder=desc&pageSize=3')).inventories[0]).toMatchObject({
      discount_type: 'NOMINAL',
      discounted_price: Math.max(item.price - 1000, 0),
    });
    await t.db
      .update(categories)
      .set({ category_name: `${item.category_name} Segar` })
      .where(eq(categories.category_id, item.category_id));
    expect(
      (await list('?sortField=user_stock&sortOrder=desc&pageSize=3')).inventories[0]!.category_name,
    ).toBe(`${item.category_name} Segar`);
    await t.db
      .update(categories)
      .set({ category_name: item.category_name })
      .where(eq(categories.category_id, item.category_id));
    await t.db
      .update(productImages)
      .set({ product_image: '/uploads/new.webp' })
      .where(eq(productImages.product_id, item.product_id));
    expect(
      (await list('?sortField=user_stock&sortOrder=desc&pageSize=3')).inventories[0]!.product_image,
    ).toBe('/uploads/new.webp');
  });

  it('says when the next discount of the store starts or ends, so time alone never serves a stale price', async () => {
    const soon = new Date(Date.now() + 90 * 60 * 1000);
    const { inventory_id } = await inventoryOf('Tomat Merah 500 g', BANDUNG);
    await t.db.insert(discounts).values({
      store_id: BANDUNG,
      inventory_id,
      type: 'PERCENTAGE',
      value: 10,
      description: 'test starts soon',
      start_date: soon,
      end_date: new Date(soon.getTime() + DAY),
    });
    const { nextChangeAt } = await listProducts(t.db, {
      storeId: BANDUNG,
      page: 1,
      pageSize: 12,
      sortField: 'product_name',
      sortOrder: 'asc',
    });
    const rows = await queryRows<{ at: Date | string }>(
      t.db,
      sql`select case when start_date > now() then start_date else end_date end as at from discounts
          where store_id = ${BANDUNG} and is_active and not is_deleted and end_date >= now()`,
    );
    const expected = Math.min(...rows.map((r) => new Date(r.at).getTime()));
    expect(nextChangeAt).toBe(expected);
    expect(nextChangeAt).toBeLessThanOrEqual(soon.getTime());
  });
});
