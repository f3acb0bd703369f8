/**
 * The super admin's product catalogue through the real API: list (name ascending, 10 a page,
 * search, category, sort), details, create with several pictures checked by their bytes and a
 * shelf at stock 0 in every store, edits of name, description and price (one call each), a
 * picture replaced, soft delete; the shopper's list shows each change at once (its read model and,
 * on PGlite, its cache follow); old orders keep what they copied; a store admin and a shopper 403.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminProductResponse,
  AdminProductsResponse,
  fillText,
  MESSAGES,
  OrderDetailResponse,
  PRODUCT_MESSAGES,
  ShopperProductsResponse,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { makeProduct, orderHelpers, plainPicture, pngPicture } from '../../../test/factories';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { authHeaders, DEMO } from '../../../test/sessions';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
const sup = fileHeaders(t, DEMO.superAdmin);
let jpeg: Buffer;
let png: Buffer;
let categoryId: number;
beforeAll(async () => {
  jpeg = await plainPicture('jpeg', 60, 60, '#2f9e44');
  png = await pngPicture(40, 40, '#e8590c');
  const [c] = await queryRows<{ category_id: number }>(
    t.db,
    sql`select category_id from categories where not is_deleted order by category_id limit 1`,
  );
  categoryId = Number(c!.category_id);
});

type Picture = { bytes: Buffer; name?: string; type?: string };
function form(fields: Record<string, string | number>, files: Picture[] = [], field = 'images') {
  const boundary = '----product-test';
  const chunks: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name ?? 'p.jpg'}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let n = 0;
const fresh = (prefix = 'Test Kerupuk') => `${prefix} ${++n} ${Date.now().toString(36)}`;
const create = (
  fields: Record<string, string | number>,
  files: Picture[] = [{ bytes: jpeg }],
  headers = sup,
) => {
  const f = form(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...headers, ...f.headers },
    payload: f.payload,
  });
};
const made = async (name = fresh(), price = 12500) => {
  const res = await create({ category_id: categoryId, product_name: name, description: 'Crunchy', price });
  expect(res.statusCode, res.body).toBe(201);
  return AdminProductResponse.parse(res.json()).data;
};
const patch = (url: string, payload?: object, headers = sup) =>
  t.app.inject({ method: 'PATCH', url, headers, payload });
const shelf = async (search: string) =>
  ShopperProductsResponse.parse(
    (await t.app.inject({ url: `/api/users/products/${STORE}?search=${encodeURIComponent(search)}` })).json(),
  ).inventories;
const list = async (query = '') =>
  AdminProductsResponse.parse(
    (await t.app.inject({ url: `/api/super-admin/products${query}`, headers: sup })).json(),
  );

describe('GET /api/super-admin/products', () => {
  it('pages 10 live products by name ascending, with category, stock and pictures', async () => {
    const page = await list();
    expect(page.data).toHaveLength(10);
    expect(page.totalPages).toBe(Math.ceil(page.totalItems / 10));
    const names = page.data.map((p) => p.product_name.toLowerCase());
    const desc = await list('?sortOrder=desc');
    expect(desc.data[0]!.product_name.toLowerCase() >= names[9]!).toBe(true);
    expect(page.data[0]!.category_name).toEqual(expect.any(String));
    expect(page.data.some((p) => p.availability > 0)).toBe(true);
    expect(page.data.every((p) => p.product_images.filter((i) => i.is_primary).length <= 1)).toBe(true);
  });

  it('sorts by price, filters by category and searches the name', async () => {
    const byPrice = await list('?sortField=price&sortOrder=desc');
    const prices = byPrice.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const inCategory = await list(`?category=${categoryId}&pageSize=100`);
    expect(inCategory.data.every((p) => p.category_id === categoryId)).toBe(true);
    const p = await made(fresh('Rempeyek Uji'));
    const found = await list(`?search=${encodeURIComponent(p.product_name.toUpperCase())}`);
    expect(found.data.map((x) => x.product_id)).toEqual([p.product_id]);
    expect((await list('?search=%25%25')).totalItems).toBe(0);
  });

  it.each(['?page=0', '?sortField=description', '?category=abc', '?sortOrder=up', '?pageSize=0'])(
    'refuses the bad query %s with a 400',
    async (q) => {
      const res = await t.app.inject({ url: `/api/super-admin/products${q}`, headers: sup });
      expect(res.statusCode, q).toBe(400);
    },
  );
});

describe('POST /api/products', () => {
  it('creates a product with several pictures, the chosen one primary, on every shelf at stock 0', async () => {
    const name = fresh('Sambal Roa');
    const res = await create(
      {
        category_id: categoryId,
        product_name: name,
        description: 'Smoky\nand hot',
        price: '35000',
        primary_image: 1,
      },
      [{ bytes: jpeg }, { bytes: png, name: 'p.png', type: 'image/png' }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const p = AdminProductResponse.parse(res.json()).data;
    expect(p).toMatchObject({
      product_name: name,
      description: 'Smoky\nand hot',
      price: 35000,
      availability: 0,
    });
    expect(p.product_images).toHaveLength(2);
    expect(p.product_images[0]).toMatchObject({ is_primary: true });
    expect(p.product_images[0]!.product_image).toMatch(/^\/uploads\/products\/.+\.png$/);
    expect(p.product_images[1]!.product_image).toMatch(/\.jpg$/);
    const [shelves] = await queryRows<{ shelves: number; stores: number; stock: number }>(
      t.db,
      sql`select (select count(*)::int from inventories where product_id = ${p.product_id}) as shelves,
            (select count(*)::int from stores where not is_deleted) as stores,
            (select coalesce(sum(stock), 0)::int from inventories where product_id = ${p.product_id}) as stock`,
    );
    expect(Number(shelves!.shelves)).toBe(Number(shelves!.stores));
    expect(Number(shelves!.stock)).toBe(0);
    const details = await t.app.inject({
      url: `/api/super-admin/products/details/${p.product_id}`,
      headers: sup,
    });
    expect(AdminProductResponse.parse(details.json()).data).toEqual(p);
  });

  it('answers docs/product.md §5 texts and field messages for bad input', async () => {
    const base = { category_id: categoryId, product_name: fresh(), price: 1000 };
    const cases: [Record<string, string | number>, string][] = [
      [{ product_name: base.product_name, price: 1000 }, MESSAGES.PRODUCT_CATEGORY_REQUIRED],
      [{ ...base, category_id: '' }, MESSAGES.PRODUCT_CATEGORY_REQUIRED],
      [{ category_id: categoryId, product_name: base.product_name }, MESSAGES.PRODUCT_PRICE_REQUIRED],
      [{ ...base, price: '' }, MESSAGES.PRODUCT_PRICE_REQUIRED],
      [{ ...base, price: '12.5' }, PRODUCT_MESSAGES.PRICE_WHOLE],
      [{ ...base, price: 0 }, PRODUCT_MESSAGES.PRICE_WHOLE],
      [{ ...base, product_name: ' ' }, PRODUCT_MESSAGES.NAME_REQUIRED],
      [{ ...base, category_id: 'abc' }, PRODUCT_MESSAGES.CATEGORY_UNKNOWN],
    ];
    for (const [fields, text] of cases) {
      const res = await create(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(text);
    }
    const noPictures = await create(base, []);
    expect([noPictures.statusCode, noPictures.json().message]).toEqual([
      400,
      PRODUCT_MESSAGES.IMAGES_REQUIRED,
    ]);
    const tooMany = await create(
      base,
      Array.from({ length: 6 }, () => ({ bytes: jpeg })),
    );
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, PRODUCT_MESSAGES.IMAGES_TOO_MANY]);
    const primary = await create({ ...base, primary_image: 1 });
    expect([primary.statusCode, primary.json().message]).toEqual([400, PRODUCT_MESSAGES.PRIMARY_INVALID]);
    const unknown = await create({ ...base, category_id: 999999 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, PRODUCT_MESSAGES.CATEGORY_UNKNOWN]);
    expect((await list(`?search=${encodeURIComponent(base.product_name)}`)).totalItems).toBe(0);
  });

  it('checks pictures by their bytes and size, not their name', async () => {
    const base = { category_id: categoryId, product_name: fresh(), price: 1000 };
    const script = await create(base, [
      { bytes: jpeg },
      { bytes: Buffer.from('<svg onload=alert(1)>'), name: 'x.jpg' },
    ]);
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe(formatted('IMAGE_NOT_ACCEPTED'));
    const gif = await create(base, [
      { bytes: Buffer.from('GIF89a\x01\x00\x01\x00'), name: 'x.png', type: 'image/png' },
    ]);
    expect(gif.statusCode).toBe(400);
    const big = await create(base, [{ bytes: Buffer.concat([jpeg, Buffer.alloc(1024 * 1024)]) }]);
    expect(big.statusCode).toBe(413);
    expect((await list(`?search=${encodeURIComponent(base.product_name)}`)).totalItems).toBe(0);
  });

  it('keeps names unique among live products, whatever the case (409)', async () => {
    const p = await made();
    const res = await create({
      category_id: categoryId,
      product_name: p.product_name.toUpperCase(),
      price: 5000,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      fillText(PRODUCT_MESSAGES.NAME_TAKEN, { name: p.product_name.toUpperCase() }),
    );
  });
});

function formatted(key: 'IMAGE_NOT_ACCEPTED') {
  return MESSAGES[key].replace('{formats}', 'jpg, jpeg, png');
}

describe('editing a product, one field a call', () => {
  it('renames and reprices; the shopper’s list shows it at once', async () => {
    const p = await made(fresh('Kopi Gayo'), 40000);
    expect((await shelf(p.product_name)).map((x) => x.price)).toEqual([40000]);
    const newName = fresh('Kopi Gayo Arabika');
    const renamed = await patch(`/api/products/name/${p.product_id}`, { product_name: newName });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(AdminProductResponse.parse(renamed.json()).data.product_name).toBe(newName);
    expect((await shelf(newName)).map((x) => x.product_name)).toEqual([newName]);
    // The old name is gone from the shelf (the search may still find the product by a close word:
    // both names end in a base-36 time, and a short word is matched anywhere in a name).
    expect((await shelf(p.product_name)).map((x) => x.product_name)).not.toContain(p.product_name);

    const repriced = await patch(`/api/products/price/${p.product_id}`, { price: 42500 });
    expect(AdminProductResponse.parse(repriced.json()).data.price).toBe(42500);
    expect((await shelf(newName)).map((x) => x.price)).toEqual([42500]);

    const described = await patch(`/api/products/description/${p.product_id}`, {
      description: 'Single origin',
    });
    expect(AdminProductResponse.parse(described.json()).data.description).toBe('Single origin');
    const detail = await t.app.inject({
      url: `/api/users/products/detail/${(await shelf(newName))[0]!.inventory_id}`,
    });
    expect(detail.json().inventory.description).toBe('Single origin');
  });

  it('refuses bad values, a taken name (409) and an unknown product (404)', async () => {
    const p = await made();
    const other = await made();
    const cases: [string, object, number, string?][] = [
      ['price', {}, 400, MESSAGES.PRODUCT_PRICE_REQUIRED],
      ['price', { price: -5 }, 400, PRODUCT_MESSAGES.PRICE_WHOLE],
      ['price', { price: 1.5 }, 400, PRODUCT_MESSAGES.PRICE_WHOLE],
      ['name', { product_name: '' }, 400, PRODUCT_MESSAGES.NAME_REQUIRED],
      ['name', { product_name: 'a\nb' }, 400],
      ['name', { price: 5 }, 400],
      ['description', { description: 'x'.repeat(2001) }, 400, PRODUCT_MESSAGES.DESCRIPTION_TOO_LONG],
      ['name', { product_name: other.product_name.toLowerCase() }, 409],
    ];
    for (const [field, body, status, text] of cases) {
      const res = await patch(`/api/products/${field}/${p.product_id}`, body);
      expect(res.statusCode, `${field} ${JSON.stringify(body)}`).toBe(status);
      if (text) expect(res.json().message).toContain(text);
    }
    const unknown = await patch('/api/products/price/999999', { price: 10 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, MESSAGES.PRODUCT_NOT_FOUND]);
    const after = await t.app.inject({
      url: `/api/super-admin/products/details/${p.product_id}`,
      headers: sup,
    });
    expect(AdminProductResponse.parse(after.json()).data).toMatchObject({
      product_name: p.product_name,
      price: p.price,
    });
  });

  it('replaces a picture, drops the old file, and refuses what is not a picture', async () => {
    const p = await made();
    const image = p.product_images[0]!;
    const oldFile = join(t.config.dataDir, 'uploads', image.product_image.slice('/uploads/'.length));
    expect(existsSync(oldFile)).toBe(true);
    const send = (files: Picture[], id = image.product_image_id) => {
      const f = form({}, files, 'image');
      return t.app.inject({
        method: 'PATCH',
        url: `/api/products/images/${id}`,
        headers: { ...sup, ...f.headers },
        payload: f.payload,
      });
    };
    const res = await send([{ bytes: png, name: 'new.png', type: 'image/png' }]);
    expect(res.statusCode, res.body).toBe(200);
    const after = AdminProductResponse.parse(res.json()).data.product_images[0]!;
    expect(after.product_image_id).toBe(image.product_image_id);
    expect(after.product_image).toMatch(/\.png$/);
    expect(after.is_primary).toBe(true);
    expect(existsSync(oldFile)).toBe(false);
    expect((await send([{ bytes: Buffer.from('hello'), name: 'x.png' }])).statusCode).toBe(400);
    expect((await send([])).statusCode).toBe(400);
    expect((await send([{ bytes: png }], 999999)).statusCode).toBe(404);
  });
});

describe('PATCH /api/products/remove/{id}', () => {
  it('takes the product off every shelf and out of carts, keeps old orders, frees the name', async () => {
    const h = orderHelpers(() => t);
    const p = await makeProduct(t.db, { storeId: STORE, price: 18000, stock: 5, name: fresh('Teh Melati') });
    const shopper = await h.shopper();
    await h.add(shopper, p.inventory_id, 2);
    const orderId = await h.checkout(shopper);
    expect((await shelf(p.product_name)).map((x) => x.product_id)).toEqual([p.product_id]);

    await patch(`/api/products/price/${p.product_id}`, { price: 25000 });
    const res = await patch(`/api/products/remove/${p.product_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminProductResponse.parse(res.json()).data).toMatchObject({
      product_id: p.product_id,
      is_deleted: true,
    });

    expect(await shelf(p.product_name)).toEqual([]);
    expect((await list(`?search=${encodeURIComponent(p.product_name)}`)).totalItems).toBe(0);
    const other = await h.shopper();
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: other.headers,
      payload: { user_id: other.id, inventory_id: p.inventory_id },
    });
    expect(add.statusCode).toBeGreaterThanOrEqual(400);
    expect(add.statusCode).toBeLessThan(500);

    const order = await t.app.inject({
      url: `/api/order/details/${shopper.id}/${orderId}`,
      headers: shopper.headers,
    });
    const item = OrderDetailResponse.parse(order.json()).data.order.items[0]!;
    expect(item).toMatchObject({ product_name: p.product_name, original_price: 18000, quantity: 2 });

    for (const url of [`/api/products/remove/${p.product_id}`, `/api/products/name/${p.product_id}`]) {
      expect(
        (await patch(url, url.includes('name') ? { product_name: 'Again' } : undefined)).statusCode,
      ).toBe(404);
    }
    const details = await t.app.inject({
      url: `/api/super-admin/products/details/${p.product_id}`,
      headers: sup,
    });
    expect(details.statusCode).toBe(404);
    await made(p.product_name);
  });
});

describe('access', () => {
  it('refuses a store admin and a shopper on every call', async () => {
    const p = await made();
    for (const who of [DEMO.jakartaAdmin, DEMO.shopper]) {
      const headers = await authHeaders(t.app, who);
      const f = form({}, [{ bytes: jpeg }], 'image');
      const answers = await Promise.all([
        t.app.inject({ url: '/api/super-admin/products', headers }),
        t.app.inject({ url: `/api/super-admin/products/details/${p.product_id}`, headers }),
        create({ category_id: categoryId, product_name: fresh(), price: 100 }, [{ bytes: jpeg }], headers),
        patch(`/api/products/name/${p.product_id}`, { product_name: fresh() }, headers),
        patch(`/api/products/description/${p.product_id}`, { description: 'x' }, headers),
        patch(`/api/products/price/${p.product_id}`, { price: 1 }, headers),
        t.app.inject({
          method: 'PATCH',
          url: `/api/products/images/${p.product_images[0]!.product_image_id}`,
          headers: { ...headers, ...f.headers },
          payload: f.payload,
        }),
        patch(`/api/products/remove/${p.product_id}`, undefined, headers),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(403));
    }
    const after = await t.app.inject({
      url: `/api/super-admin/products/details/${p.product_id}`,
      headers: sup,
    });
    expect(AdminProductResponse.parse(after.json()).data).toEqual(p);
  });
});
