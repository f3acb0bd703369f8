/**
 * A store's discounts through the real API: create with an image (every docs/product.md §5 text on bad
 * input), list, details, toggle, value, dates, image, soft delete; the storefront shows a change at
 * once; another store's admin, an unverified admin and a shopper are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DiscountResponse,
  DiscountsResponse,
  MESSAGES,
  StoreInventoryOptionsResponse,
  UserDiscountsResponse,
} from '@lumbung/contracts';
import { makeProduct, plainPicture } from '../../../test/factories';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { authHeaders, DEMO } from '../../../test/sessions';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);
let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await plainPicture('jpeg', 80, 40, '#e8590c');
});

function form(fields: Record<string, string | number>, image?: Buffer) {
  const boundary = '----discount-test';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const chunks: Buffer[] = parts.map((p) => Buffer.from(p));
  if (image) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="banner.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const create = (
  fields: Record<string, string | number>,
  image?: Buffer,
  headers = admin,
  storeId = STORE,
) => {
  const f = form(fields, image);
  return t.app.inject({
    method: 'POST',
    url: `/api/store-admin/discounts/${storeId}`,
    headers: { ...headers, ...f.headers },
    payload: f.payload,
  });
};

/** A nominal discount on a new product of the store (Rp 20.000), from day `from` to day `to`. */
async function nominalOnNewProduct(value: number, description: string, from: number, to: number) {
  const p = await makeProduct(t.db, { storeId: STORE, price: 20000, stock: 5 });
  const made = await create({
    type: 'NOMINAL',
    inventory_id: p.inventory_id,
    value,
    description,
    start_date: day(from),
    end_date: day(to),
  });
  return { p, id: made.json().data.discount_id as number };
}

describe('creating a discount', () => {
  it('creates a percentage discount with an image, and the storefront shows it at once', async () => {
    const p = await makeProduct(t.db, {
      storeId: STORE,
      price: 40000,
      stock: 10,
      name: 'Kopi Toraja discount test',
    });
    const res = await create(
      {
        type: 'PERCENTAGE',
        inventory_id: p.inventory_id,
        value: 25,
        max_discount: 8000,
        description: 'Kopi week: 25% off',
        start_date: day(-1),
        end_date: day(7),
      },
      jpeg,
    );
    expect(res.statusCode, res.body).toBe(201);
    const d = DiscountResponse.parse(res.json()).data;
    expect(d).toMatchObject({
      type: 'PERCENTAGE',
      value: 25,
      max_discount: 8000,
      inventory_name: 'Kopi Toraja discount test',
      is_running: true,
    });
    expect(d.image).toMatch(/^\/uploads\/discounts\/.+\.jpg$/);
    const shelf = UserDiscountsResponse.parse(
      (await t.app.inject({ url: `/api/users/discounts/${STORE}` })).json(),
    );
    expect(shelf.data.map((x) => x.discount_id)).toContain(d.discount_id);
    const detail = await t.app.inject({ url: `/api/users/products/detail/${p.inventory_id}` });
    expect(detail.json().inventory.discounted_price).toBe(32000);
  });

  it('answers every docs/product.md §5 text on its field', async () => {
    const p = await makeProduct(t.db, { storeId: STORE, price: 10000, stock: 5 });
    const base = { inventory_id: p.inventory_id, description: 'x', start_date: day(0), end_date: day(3) };
    const cases: [Record<string, string | number>, string, string][] = [
      [{ ...base }, 'type', MESSAGES.DISCOUNT_TYPE_REQUIRED],
      [{ ...base, type: 'HALF' }, 'type', MESSAGES.DISCOUNT_TYPE_INVALID],
      [{ ...base, type: 'PERCENTAGE', value: 101 }, 'value', MESSAGES.DISCOUNT_PERCENTAGE_RANGE],
      [{ ...base, type: 'PERCENTAGE', value: 0 }, 'value', MESSAGES.DISCOUNT_PERCENTAGE_RANGE],
      [{ ...base, type: 'NOMINAL', value: 0 }, 'value', MESSAGES.DISCOUNT_NOMINAL_POSITIVE],
      [
        { ...base, type: 'NOMINAL', value: 500, start_date: '' },
        'start_date',
        MESSAGES.DISCOUNT_DATES_REQUIRED,
      ],
      [{ ...base, type: 'BOGO' }, 'bogo_product_id', MESSAGES.DISCOUNT_BOGO_PRODUCTS],
      [
        { ...base, type: 'NOMINAL', value: 500, description: '' },
        'description',
        MESSAGES.DISCOUNT_DESCRIPTION_REQUIRED,
      ],
      [
        { ...base, type: 'NOMINAL', value: 500, end_date: day(-3) },
        'end_date',
        MESSAGES.DISCOUNT_END_BEFORE_START,
      ],
    ];
    for (const [fields, path, message] of cases) {
      const res = await create(fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    const svg = await create({ ...base, type: 'NOMINAL', value: 500 }, Buffer.from('<svg/>'));
    expect(svg.statusCode).toBe(400);
    const bandung = await makeProduct(t.db, { storeId: DEMO.bandungStoreId, price: 1000, stock: 1 });
    const foreign = await create({
      ...base,
      inventory_id: bandung.inventory_id,
      type: 'NOMINAL',
      value: 500,
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([
      422,
      MESSAGES.DISCOUNT_PRODUCT_NOT_IN_STORE,
    ]);
    const bogo = await create({
      ...base,
      type: 'BOGO',
      bogo_product_id: p.product_id,
      description: 'Buy one get one',
    });
    expect(bogo.statusCode, bogo.body).toBe(201);
    expect(bogo.json().data).toMatchObject({ type: 'BOGO', value: 0, bogo_product_id: p.product_id });
  });
});

describe('running a discount', () => {
  it('lists by start date, toggles, changes the value and dates, replaces the image and deletes it', async () => {
    const { p, id } = await nominalOnNewProduct(2000, 'Rp 2.000 off', -2, 5);
    const list = DiscountsResponse.parse(
      (await t.app.inject({ url: `/api/store-admin/discounts/${STORE}`, headers: admin })).json(),
    );
    const starts = list.discounts.map((d) => d.start_date);
    expect(starts).toEqual([...starts].sort());
    expect(list.discounts.length).toBeLessThanOrEqual(10);
    const found = DiscountsResponse.parse(
      (
        await t.app.inject({
          url: `/api/store-admin/discounts/${STORE}?search=${encodeURIComponent('Rp 2.000 off')}`,
          headers: admin,
        })
      ).json(),
    );
    expect(found.discounts.map((d) => d.discount_id)).toEqual([id]);

    const patch = (path: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/store-admin/discounts/${path}/${id}`,
        headers: admin,
        payload,
      });
    expect(DiscountResponse.parse((await patch('value', { is_active: false })).json()).data).toMatchObject({
      is_active: false,
      is_running: false,
    });
    expect(DiscountResponse.parse((await patch('value', { value: 3000 })).json()).data.value).toBe(3000);
    const negative = await patch('value', { value: -5 });
    expect([negative.statusCode, negative.json().message]).toContain(MESSAGES.DISCOUNT_VALUE_POSITIVE);
    const moved = await patch('start', { end_date: day(10) });
    expect(new Date(DiscountResponse.parse(moved.json()).data.end_date).getTime()).toBeGreaterThan(
      Date.now() + 9 * 86_400_000,
    );
    expect((await patch('start', { end_date: day(-10) })).json().message).toBe(
      MESSAGES.DISCOUNT_END_BEFORE_START,
    );

    const f = form({}, jpeg);
    const image = await t.app.inject({
      method: 'PATCH',
      url: `/api/store-admin/discounts/image/${id}`,
      headers: { ...admin, ...f.headers },
      payload: f.payload,
    });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json().data.image).toMatch(/^\/uploads\/discounts\//);
    const removed = await t.app.inject({
      method: 'PATCH',
      url: `/api/store-admin/discounts/remove/${id}`,
      headers: admin,
    });
    expect(DiscountResponse.parse(removed.json()).data.is_deleted).toBe(true);
    expect(
      (await t.app.inject({ url: `/api/store-admin/discounts/details/${id}`, headers: admin })).statusCode,
    ).toBe(404);
    const options = StoreInventoryOptionsResponse.parse(
      (await t.app.inject({ url: `/api/store-admin/inventories/${STORE}`, headers: admin })).json(),
    );
    expect(options.data.find((o) => o.inventory_id === p.inventory_id)).toMatchObject({ discounts: 0 });
  });

  it("refuses another store's admin, an unverified admin and a shopper; another store's discount is 404", async () => {
    const { id } = await nominalOnNewProduct(1000, 'x', 0, 1);
    for (const email of [DEMO.bandungAdmin, DEMO.unverifiedAdmin, DEMO.shopper]) {
      const headers = await authHeaders(t.app, email);
      expect(
        (await t.app.inject({ url: `/api/store-admin/discounts/${STORE}`, headers })).statusCode,
        email,
      ).toBe(403);
      expect(
        (
          await create(
            { type: 'NOMINAL', value: 1, description: 'x', start_date: day(0), end_date: day(1) },
            undefined,
            headers,
          )
        ).statusCode,
      ).toBe(403);
    }
    const bandung = await authHeaders(t.app, DEMO.bandungAdmin);
    expect(
      (await t.app.inject({ url: `/api/store-admin/discounts/details/${id}`, headers: bandung })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/store-admin/discounts/remove/${id}`,
          headers: bandung,
        })
      ).statusCode,
    ).toBe(404);
    const superAdmin = await authHeaders(t.app, DEMO.superAdmin);
    expect(
      (await t.app.inject({ url: `/api/store-admin/discounts/details/${id}`, headers: superAdmin }))
        .statusCode,
    ).toBe(200);
  });
});
