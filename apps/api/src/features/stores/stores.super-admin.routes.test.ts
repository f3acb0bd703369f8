/**
 * The super admin's stores through the real API: list with admins, names, one store,
 * create (shelves for every product at stock 0, found at once by the nearest-store search), edit,
 * and a soft delete refused while orders are open. Store admins and shoppers are refused.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ClosestStoreResponse,
  MESSAGES,
  ShopperStoreResponse,
  STORE_TEXTS,
  StoreDeletedResponse,
  StoreDetailResponse,
  StoreNamesResponse,
  StoreRowResponse,
  StoresResponse,
  type StoreRow,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { transition } from '../../domain/order-status';
import { makeProduct, orderHelpers } from '../../../test/factories';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { expectStatusForEach, type RouteCall } from '../../../test/route-calls';
import { authHeaders, DEMO } from '../../../test/sessions';

const t = fileApp();
const sup = fileHeaders(t, DEMO.superAdmin);
/** A city with no live store within 100 km, for stores of this test. */
let lonely: { city_id: number; city_name: string; latitude: number; longitude: number };

beforeAll(async () => {
  const [city] = await queryRows<typeof lonely>(
    t.db,
    sql`select c.city_id, c.city_name, c.latitude, c.longitude from cities c
        where not exists (select 1 from stores s where not s.is_deleted
          and abs(s.latitude - c.latitude) < 1.5 and abs(s.longitude - c.longitude) < 1.5)
        order by c.city_id limit 1`,
  );
  lonely = city!;
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: sup, ...(payload ? { payload } : {}) });

/** Sorted as the database sorts, judged by first letters only (collations differ on spaces and digits). */
const initials = (names: string[]) => names.map((n) => n.trim().charAt(0).toLowerCase());
const ascending = (letters: string[]) => letters.every((l, i) => i === 0 || letters[i - 1]! <= l);

let seq = 0;
async function createStore(extra: Record<string, unknown> = {}): Promise<StoreRow> {
  seq += 1;
  const res = await call('POST', '/api/super-admin/store', {
    store_name: `Toko Uji ${seq} ${Date.now()}`,
    store_location: `Jl. Percobaan No. ${seq}`,
    city_id: lonely.city_id,
    latitude: lonely.latitude + 0.01,
    longitude: lonely.longitude + 0.01,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return StoreRowResponse.parse(res.json()).data;
}

describe('who may call the store routes', () => {
  it('refuses store admins and shoppers (403) and visitors (401)', async () => {
    const calls: RouteCall[] = [
      ['GET', '/api/super-admin/stores'],
      ['GET', '/api/super-admin/store-names'],
      ['GET', '/api/super-admin/store/28'],
      ['POST', '/api/super-admin/store', { store_name: 'X', store_location: 'Y', city_id: 1 }],
      ['PATCH', '/api/super-admin/store/28', { store_name: 'X' }],
      ['PUT', '/api/super-admin/store/28'],
    ];
    for (const email of [DEMO.jakartaAdmin, DEMO.shopper]) {
      await expectStatusForEach(t.app, calls, 403, await authHeaders(t.app, email), `${email} `);
    }
    await expectStatusForEach(t.app, calls, 401);
  });
});

describe('creating a store', () => {
  it('opens a stock-0 shelf for every live product, and the nearest-store search finds it at once', async () => {
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/profile/closest-store',
      payload: { latitude: lonely.latitude, longitude: lonely.longitude },
    });
    expect(ClosestStoreResponse.parse(before.json()).data).toBeNull();

    const store = await createStore();
    expect(store).toMatchObject({ city_id: lonely.city_id, city_name: lonely.city_name, admins: [] });
    expect(store.latitude).toBeCloseTo(lonely.latitude + 0.01, 6);

    const [counts] = await queryRows<{ products: number; shelves: number; stocked: number }>(
      t.db,
      sql`select (select count(*)::int from products where not is_deleted) as products,
            (select count(*)::int from inventories i join products p on p.product_id = i.product_id
              where i.store_id = ${store.store_id} and not p.is_deleted) as shelves,
            (select count(*)::int from inventories where store_id = ${store.store_id} and stock <> 0) as stocked`,
    );
    expect(counts!.products).toBeGreaterThan(0);
    expect(counts!.shelves).toBe(counts!.products);
    expect(counts!.stocked).toBe(0);

    const near = await t.app.inject({
      method: 'POST',
      url: '/api/profile/closest-store',
      payload: { latitude: lonely.latitude, longitude: lonely.longitude },
    });
    expect(ClosestStoreResponse.parse(near.json()).data).toMatchObject({ store_id: store.store_id });

    const detail = StoreDetailResponse.parse(
      (await call('GET', `/api/super-admin/store/${store.store_id}`)).json(),
    );
    expect(detail.data).toMatchObject({
      store_id: store.store_id,
      shelves: counts!.products,
      open_orders: 0,
    });
  });

  it("takes the city's centre when no point is given", async () => {
    const store = await createStore({ latitude: undefined, longitude: undefined });
    expect(store.latitude).toBe(lonely.latitude);
    expect(store.longitude).toBe(lonely.longitude);
  });

  it('refuses bad input with a clear message', async () => {
    const good = { store_name: 'Toko Baik', store_location: 'Jl. Baik 1', city_id: lonely.city_id };
    const cases: [object, number, string][] = [
      [{ ...good, store_name: '  ' }, 400, STORE_TEXTS.NAME_REQUIRED],
      [{ ...good, store_location: undefined }, 400, STORE_TEXTS.LOCATION_REQUIRED],
      [{ ...good, latitude: 91, longitude: 100 }, 400, STORE_TEXTS.LATITUDE_RANGE],
      [{ ...good, latitude: -6, longitude: 181 }, 400, STORE_TEXTS.LONGITUDE_RANGE],
      [{ ...good, latitude: -6 }, 400, STORE_TEXTS.COORDINATES_PAIR],
      [{ ...good, city_id: 999999 }, 400, MESSAGES.CITY_UNKNOWN],
      [{ ...good, city_id: 'x' }, 400, 'city_id'],
    ];
    for (const [payload, status, text] of cases) {
      const res = await call('POST', '/api/super-admin/store', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(text);
    }
    const far = await call('POST', '/api/super-admin/store', {
      ...good,
      latitude: lonely.latitude + 3,
      longitude: lonely.longitude,
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toContain(`from the centre of ${lonely.city_name}`);

    const taken = await createStore();
    const twice = await call('POST', '/api/super-admin/store', {
      ...good,
      store_name: taken.store_name.toUpperCase(),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Another store is already called ${taken.store_name.toUpperCase()}.`);
  });
});

describe('the store list and names', () => {
  it('pages live stores by admin name by default, each with its admins, and searches', async () => {
    const res = await call('GET', '/api/super-admin/stores');
    expect(res.statusCode, res.body).toBe(200);
    const page = StoresResponse.parse(res.json());
    expect(page.data.length).toBeLessThanOrEqual(10);
    expect(page.currentPage).toBe(1);
    const firsts = page.data.map((s) => s.admins[0]?.username.toLowerCase() ?? null);
    const named = firsts.filter((n): n is string => n !== null);
    expect(ascending(initials(named))).toBe(true);
    // Stores without an admin come after those with one.
    expect(firsts.indexOf(null) === -1 || firsts.slice(firsts.indexOf(null)).every((n) => n === null)).toBe(
      true,
    );

    const found = StoresResponse.parse(
      (await call('GET', `/api/super-admin/stores?search=${encodeURIComponent('admin.jakarta')}`)).json(),
    );
    expect(found.data.map((s) => s.store_id)).toContain(DEMO.jakartaStoreId);
    const jakarta = found.data.find((s) => s.store_id === DEMO.jakartaStoreId)!;
    expect(jakarta.admins.map((a) => a.email)).toContain(DEMO.jakartaAdmin);

    const byName = StoresResponse.parse(
      (await call('GET', '/api/super-admin/stores?sortField=store_name&sortOrder=desc&pageSize=100')).json(),
    );
    expect(ascending(initials(byName.data.map((s) => s.store_name)).reverse())).toBe(true);
    expect(byName.totalItems).toBe(byName.data.length);

    const past = StoresResponse.parse((await call('GET', '/api/super-admin/stores?page=999')).json());
    expect(past.data).toEqual([]);
  });

  it('refuses an unknown sort field and a bad page', async () => {
    expect((await call('GET', '/api/super-admin/stores?sortField=password')).statusCode).toBe(400);
    expect((await call('GET', '/api/super-admin/stores?page=0')).statusCode).toBe(400);
  });

  it('answers the id and name of every live store, by name', async () => {
    const store = await createStore();
    const names = StoreNamesResponse.parse((await call('GET', '/api/super-admin/store-names')).json()).data;
    expect(names).toContainEqual({ store_id: store.store_id, store_name: store.store_name });
    expect(ascending(initials(names.map((n) => n.store_name)))).toBe(true);
  });

  it('answers 404 for an unknown store', async () => {
    const res = await call('GET', '/api/super-admin/store/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MESSAGES.STORE_NOT_FOUND);
  });
});

describe('editing a store', () => {
  it('changes name and place, and a new city without a point moves it to the centre', async () => {
    const store = await createStore();
    const renamed = await call('PATCH', `/api/super-admin/store/${store.store_id}`, {
      store_name: `${store.store_name} Baru`,
      store_location: 'Jl. Pindah 9',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(StoreRowResponse.parse(renamed.json()).data).toMatchObject({
      store_id: store.store_id,
      store_name: `${store.store_name} Baru`,
      store_location: 'Jl. Pindah 9',
      latitude: store.latitude,
    });

    const jakarta = StoreDetailResponse.parse((await call('GET', '/api/super-admin/store/28')).json()).data;
    const moved = StoreRowResponse.parse(
      (await call('PATCH', `/api/super-admin/store/${store.store_id}`, { city_id: jakarta.city_id })).json(),
    ).data;
    expect(moved.city_id).toBe(jakarta.city_id);
    expect(moved.latitude).not.toBe(store.latitude);

    const point = await call('PATCH', `/api/super-admin/store/${store.store_id}`, {
      latitude: moved.latitude + 0.02,
      longitude: moved.longitude - 0.02,
    });
    expect(StoreRowResponse.parse(point.json()).data.latitude).toBeCloseTo(moved.latitude + 0.02, 6);
  });

  it('refuses an empty change, a far point, a taken name and an unknown store', async () => {
    const store = await createStore();
    const other = await createStore();
    const url = `/api/super-admin/store/${store.store_id}`;
    const empty = await call('PATCH', url, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(STORE_TEXTS.NOTHING_TO_CHANGE);
    expect(
      (await call('PATCH', url, { latitude: store.latitude + 5, longitude: store.longitude })).statusCode,
    ).toBe(422);
    expect((await call('PATCH', url, { store_name: other.store_name })).statusCode).toBe(409);
    expect((await call('PATCH', url, { store_name: store.store_name })).statusCode).toBe(200);
    expect((await call('PATCH', '/api/super-admin/store/999999', { store_name: 'Nope' })).statusCode).toBe(
      404,
    );
  });
});

describe("a store's WhatsApp number", () => {
  it('is kept as +62… from every usual spelling, on create and edit', async () => {
    const spellings: Array<[string, string]> = [
      ['0812-3456-7001', '+6281234567001'],
      ['+62 812 3456 7002', '+6281234567002'],
      ['6281234567003', '+6281234567003'],
      ['0812.3456.7004', '+6281234567004'],
    ];
    for (const [typed, stored] of spellings) {
      expect((await createStore({ whatsapp: typed })).whatsapp, typed).toBe(stored);
    }
    const store = await createStore({ whatsapp: '0857 1111 2222' });
    const url = `/api/super-admin/store/${store.store_id}`;
    const edit = async (payload: object) => {
      const res = await call('PATCH', url, payload);
      expect(res.statusCode, res.body).toBe(200);
      return StoreRowResponse.parse(res.json()).data.whatsapp;
    };
    expect(await edit({ whatsapp: '+62 813-9999-0000' })).toBe('+6281399990000');
    // A change of another field leaves the number as it is.
    expect(await edit({ store_location: 'Jl. Tetap 1' })).toBe('+6281399990000');
    expect(await edit({ whatsapp: null })).toBeNull();
    expect(await edit({ whatsapp: '0813 9999 0000' })).toBe('+6281399990000');
    expect(await edit({ whatsapp: '  ' })).toBeNull();
  });

  it('is null for a store created without one', async () => {
    expect((await createStore()).whatsapp).toBeNull();
    expect((await createStore({ whatsapp: null })).whatsapp).toBeNull();
  });

  it('reaches the store list, the store, and the shopper who shops there', async () => {
    // A point of its own, so the nearest-store search at it finds this store.
    const store = await createStore({
      whatsapp: '0811-7777-0001',
      latitude: lonely.latitude - 0.03,
      longitude: lonely.longitude - 0.03,
    });
    const detail = StoreDetailResponse.parse(
      (await call('GET', `/api/super-admin/store/${store.store_id}`)).json(),
    );
    expect(detail.data.whatsapp).toBe('+6281177770001');
    const list = StoresResponse.parse(
      (await call('GET', `/api/super-admin/stores?search=${encodeURIComponent(store.store_name)}`)).json(),
    );
    expect(list.data.map((s) => s.whatsapp)).toEqual(['+6281177770001']);
    const shopper = await t.app.inject({ url: `/api/users/stores/${store.store_id}` });
    expect(ShopperStoreResponse.parse(shopper.json()).data.whatsapp).toBe('+6281177770001');
    const near = await t.app.inject({
      method: 'POST',
      url: '/api/profile/closest-store',
      payload: { latitude: store.latitude, longitude: store.longitude },
    });
    expect(ClosestStoreResponse.parse(near.json()).data).toMatchObject({
      store_id: store.store_id,
      whatsapp: '+6281177770001',
    });
  });

  it('refuses a number that is no Indonesian mobile number, and keeps the one the store has', async () => {
    const store = await createStore({ whatsapp: '0812-0000-1111' });
    const good = { store_name: 'Toko WA', store_location: 'Jl. WA 1', city_id: lonely.city_id };
    for (const bad of [
      '021-555-1234',
      '+65 8123 4567',
      '0812',
      '0812-3456-7890-1234',
      'wa.me/62812',
      62812,
    ]) {
      const created = await call('POST', '/api/super-admin/store', { ...good, whatsapp: bad });
      expect(created.statusCode, String(bad)).toBe(400);
      expect(created.json().message).toBe(MESSAGES.PHONE_INVALID);
      const edited = await call('PATCH', `/api/super-admin/store/${store.store_id}`, { whatsapp: bad });
      expect(edited.statusCode, String(bad)).toBe(400);
      expect(edited.json().message).toBe(MESSAGES.PHONE_INVALID);
    }
    const after = StoreDetailResponse.parse(
      (await call('GET', `/api/super-admin/store/${store.store_id}`)).json(),
    );
    expect(after.data.whatsapp).toBe('+6281200001111');
    const names = StoreNamesResponse.parse((await call('GET', '/api/super-admin/store-names')).json()).data;
    expect(names.some((n) => n.store_name === good.store_name)).toBe(false);
  });
});

describe('deleting a store', () => {
  it('is refused while an order is open, then soft-deletes and unassigns its admins', async () => {
    const store = await createStore();
    const product = await makeProduct(t.db, { storeId: store.store_id, price: 15000, stock: 5 });
    const h = orderHelpers(() => t);
    const shopper = await h.shopper();
    await h.add(shopper, product.inventory_id, 1);
    const orderId = await h.checkout(shopper);
    const bandungAdmin = await queryRows<{ user_id: number }>(
      t.db,
      sql`select user_id from users where email = ${DEMO.unverifiedAdmin}`,
    );
    await queryRows(
      t.db,
      sql`update store_admins set store_id = ${store.store_id} where user_id = ${bandungAdmin[0]!.user_id}`,
    );

    const refused = await call('PUT', `/api/super-admin/store/${store.store_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This store still has 1 open order (waiting for payment, confirmation, processing or delivery). Finish or cancel them before deleting the store.',
    );
    const detail = StoreDetailResponse.parse(
      (await call('GET', `/api/super-admin/store/${store.store_id}`)).json(),
    );
    expect(detail.data.open_orders).toBe(1);

    const cancelled = await transition(t.db, orderId, { to: 'CANCELLED', actor: 'SHOPPER', by: shopper.id });
    expect(cancelled.ok).toBe(true);
    const deleted = await call('PUT', `/api/super-admin/store/${store.store_id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(StoreDeletedResponse.parse(deleted.json()).data).toEqual({
      store_id: store.store_id,
      unassigned_admins: [bandungAdmin[0]!.user_id],
    });

    expect((await call('GET', `/api/super-admin/store/${store.store_id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/super-admin/store/${store.store_id}`)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/super-admin/store/${store.store_id}`, { store_name: 'Gone' })).statusCode,
    ).toBe(404);
    const names = StoreNamesResponse.parse((await call('GET', '/api/super-admin/store-names')).json()).data;
    expect(names.map((n) => n.store_id)).not.toContain(store.store_id);
    const list = StoresResponse.parse(
      (await call('GET', `/api/super-admin/stores?search=${encodeURIComponent(store.store_name)}`)).json(),
    );
    expect(list.data).toEqual([]);
  });
});
