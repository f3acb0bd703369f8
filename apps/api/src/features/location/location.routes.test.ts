import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ClosestStoreResponse,
  FALLBACK_STORE,
  MESSAGES,
  PAGE_SIZES,
  ShopperProductsResponse,
  ShopperStoreResponse,
  STORE_SEARCH_RADIUS_KM,
} from '@lumbung/contracts';
import { addresses, cities, products, stores } from '../../db/schema';
import { SHOPPER_ADDRESS } from '../../db/seed/data';
import { authHeaders, DEMO } from '../../../test/sessions';
import { fileApp, fileUserIds } from '../../../test/file-app';
import { EARTH_RADIUS_KM } from '../../domain/distance';

const t = fileApp();
const ids = fileUserIds(t, { shopper: DEMO.shopper, newUser: DEMO.newUser });

const MEDAN_STORE = { store_id: 4, latitude: 3.5893, longitude: 98.6674 };

/**
 * The point `km` away from a start along a bearing, on the same sphere as the haversine
 * (the "destination point" formula), so the 50 km edge is exact.
 */
function destination(from: { latitude: number; longitude: number }, km: number, bearingDeg: number) {
  const rad = Math.PI / 180;
  const delta = km / EARTH_RADIUS_KM;
  const theta = bearingDeg * rad;
  const phi1 = from.latitude * rad;
  const lambda1 = from.longitude * rad;
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
  );
  const lambda2 =
    lambda1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    );
  return { latitude: phi2 / rad, longitude: lambda2 / rad };
}

async function closestTo(
  point: { latitude: number; longitude: number },
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile/closest-store',
    payload: point,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ClosestStoreResponse.parse(res.json());
}

describe('POST /api/profile/closest-store', () => {
  it('finds the flagship for a visitor in central Jakarta', async () => {
    const body = await closestTo({ latitude: -6.1754, longitude: 106.8272 }); // Monas
    expect(body.message).toBe(MESSAGES.CLOSEST_STORE_FOUND);
    expect(body.data).toMatchObject({
      store_id: 28,
      store_name: 'LUMBUNG Kemang',
      store_location: expect.stringContaining('Kemang'),
      city_name: 'Kota Administrasi Jakarta Selatan',
      latitude: -6.2607,
      longitude: 106.8139,
      whatsapp: '+6281120260028',
    });
    expect(body.data!.distance_km).toBeGreaterThan(9);
    expect(body.data!.distance_km).toBeLessThan(10);
  });

  it('finds the Bandung store for a visitor in Bandung, token or not', async () => {
    const bandung = { latitude: -6.9025, longitude: 107.6188 }; // Gedung Sate
    expect((await closestTo(bandung)).data).toMatchObject({
      store_id: 1,
      store_name: 'LUMBUNG Dago',
      whatsapp: '+6281120260001',
    });
    const withToken = await closestTo(bandung, await authHeaders(t.app, DEMO.shopper));
    expect(withToken.data?.store_id).toBe(1);
  });

  it('answers no store for a point at sea', async () => {
    for (const point of [
      { latitude: -5.5, longitude: 110.0 }, // Java Sea
      { latitude: -10.5, longitude: 105.0 }, // Indian Ocean
    ]) {
      const body = await closestTo(point);
      expect(body).toEqual({ message: MESSAGES.LOCATION_NO_STORE, data: null, first_products: null });
    }
  });

  it('counts a store exactly 50 km away, and not one a metre further', async () => {
    for (const bearing of [0, 137]) {
      const edge = destination(MEDAN_STORE, STORE_SEARCH_RADIUS_KM, bearing);
      const atEdge = await closestTo(edge);
      expect(atEdge.data?.store_id, `bearing ${bearing}`).toBe(MEDAN_STORE.store_id);
      expect(atEdge.data?.distance_km).toBe(50);
      expect((await closestTo(destination(MEDAN_STORE, 49.999, bearing))).data?.store_id).toBe(4);
      const beyond = await closestTo(destination(MEDAN_STORE, 50.001, bearing));
      expect(beyond).toEqual({ message: MESSAGES.LOCATION_NO_STORE, data: null, first_products: null });
    }
  });

  it('skips deleted stores', async () => {
    const bintaro = { latitude: -6.2708, longitude: 106.7392 };
    expect((await closestTo(bintaro)).data?.store_id).toBe(29);
    await t.db.update(stores).set({ is_deleted: true }).where(eq(stores.store_id, 29));
    try {
      expect((await closestTo(bintaro)).data?.store_id).toBe(28);
    } finally {
      await t.db.update(stores).set({ is_deleted: false }).where(eq(stores.store_id, 29));
    }
  });

  it('answers 400 for a missing or impossible position', async () => {
    for (const payload of [
      {},
      { latitude: -6.2 },
      { latitude: 'south', longitude: 106.8 },
      { latitude: 91, longitude: 106.8 },
      { latitude: -6.2, longitude: 181 },
      { latitude: null, longitude: null },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/profile/closest-store', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^The request is not valid: body\./);
    }
  });
});

describe('GET /api/profile/closest-store/{userId}', () => {
  it("finds the store nearest to the shopper's default address", async () => {
    const res = await t.app.inject({
      url: `/api/profile/closest-store/${ids.shopper}`,
      headers: await authHeaders(t.app, DEMO.shopper),
    });
    expect(res.statusCode).toBe(200);
    const body = ClosestStoreResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.CLOSEST_STORE_FOUND);
    expect(body.data?.store_id).toBe(28);
    expect(body.data!.distance_km).toBeLessThan(1);
  });

  it('uses the default address, and says so when no store is near it', async () => {
    const headers = await authHeaders(t.app, DEMO.shopper);
    const [anyCity] = await t.db.select().from(cities).limit(1);
    await t.db.insert(addresses).values({
      user_id: ids.shopper,
      address: 'Jl. Braga No. 1, Bandung',
      city_id: anyCity!.city_id,
      latitude: -6.9175,
      longitude: 107.6091,
      is_default: false,
    });
    expect(
      ClosestStoreResponse.parse(
        (await t.app.inject({ url: `/api/profile/closest-store/${ids.shopper}`, headers })).json(),
      ).data?.store_id,
    ).toBe(28);
    await t.db
      .update(addresses)
      .set({ latitude: -5.5, longitude: 110 })
      .where(and(eq(addresses.user_id, ids.shopper), eq(addresses.is_default, true)));
    const far = ClosestStoreResponse.parse(
      (await t.app.inject({ url: `/api/profile/closest-store/${ids.shopper}`, headers })).json(),
    );
    expect(far).toEqual({ message: MESSAGES.LOCATION_NO_STORE, data: null, first_products: null });
    await t.db
      .update(addresses)
      .set({ latitude: SHOPPER_ADDRESS.latitude, longitude: SHOPPER_ADDRESS.longitude })
      .where(and(eq(addresses.user_id, ids.shopper), eq(addresses.is_default, true)));
  });

  it('answers no store, with the reason, to a user without an address', async () => {
    const res = await t.app.inject({
      url: `/api/profile/closest-store/${ids.newUser}`,
      headers: await authHeaders(t.app, DEMO.newUser),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.STRIP_SET_ADDRESS, data: null, first_products: null });
  });

  it("refuses another user's id and a visitor", async () => {
    const other = await t.app.inject({
      url: `/api/profile/closest-store/${ids.shopper}`,
      headers: await authHeaders(t.app, DEMO.newUser),
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.NOT_YOURS);
    const visitor = await t.app.inject({ url: `/api/profile/closest-store/${ids.shopper}` });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("first_products: the nearest store's first page in the same answer", () => {
  /** The list route's own answer for a store's page 1 (default size and sort). */
  async function firstPage(storeId: number) {
    const res = await t.app.inject({ url: `/api/users/products/${storeId}` });
    expect(res.statusCode).toBe(200);
    return ShopperProductsResponse.parse(res.json());
  }

  it('POST: the answer of GET /api/users/products/{storeId} for the store found, exactly', async () => {
    for (const [point, storeId] of [
      [{ latitude: -6.9025, longitude: 107.6188 }, 1],
      [{ latitude: -6.1754, longitude: 106.8272 }, 28],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/profile/closest-store', payload: point });
      expect(res.statusCode).toBe(200);
      const body = ClosestStoreResponse.parse(res.json());
      expect(body.data?.store_id).toBe(storeId);
      expect(body.first_products).toEqual(await firstPage(storeId));
      expect(body.first_products).toMatchObject({ store_id: storeId, currentPage: 1 });
      expect(body.first_products!.inventories).toHaveLength(PAGE_SIZES.shopperProducts);
    }
  });

  it("GET: the same for the shopper's default address; a change of price shows in it at once", async () => {
    const headers = await authHeaders(t.app, DEMO.shopper);
    const ask = async () =>
      ClosestStoreResponse.parse(
        (await t.app.inject({ url: `/api/profile/closest-store/${ids.shopper}`, headers })).json(),
      );
    const body = await ask();
    expect(body.data?.store_id).toBe(28);
    expect(body.first_products).toEqual(await firstPage(28));
    const top = body.first_products!.inventories[0]!;
    await t.db
      .update(products)
      .set({ price: top.price + 1000 })
      .where(eq(products.product_id, top.product_id));
    try {
      const after = await ask();
      expect(after.first_products!.inventories[0]).toMatchObject({
        inventory_id: top.inventory_id,
        price: top.price + 1000,
      });
      expect(after.first_products).toEqual(await firstPage(28));
    } finally {
      await t.db.update(products).set({ price: top.price }).where(eq(products.product_id, top.product_id));
    }
  });
});

describe('GET /api/users/stores/{storeId}', () => {
  it("answers a store's own name and place to anyone: the fallback store is not 'Default Store'", async () => {
    const res = await t.app.inject({ url: `/api/users/stores/${DEMO.jakartaStoreId}` });
    expect(res.statusCode).toBe(200);
    expect(ShopperStoreResponse.parse(res.json())).toEqual({
      message: MESSAGES.STORE_FOUND,
      data: {
        store_id: DEMO.jakartaStoreId,
        store_name: 'LUMBUNG Kemang',
        store_location: expect.stringContaining('Jl. Kemang Raya'),
        city_id: expect.any(Number),
        city_name: 'Kota Administrasi Jakarta Selatan',
        whatsapp: '+6281120260028',
      },
    });
    expect(res.json().data.store_name).not.toBe(FALLBACK_STORE.store_name);
  });

  it('answers whatsapp null for a store without a number, in the store and the nearest-store answers', async () => {
    await t.db.update(stores).set({ whatsapp: null }).where(eq(stores.store_id, MEDAN_STORE.store_id));
    try {
      const res = await t.app.inject({ url: `/api/users/stores/${MEDAN_STORE.store_id}` });
      expect(ShopperStoreResponse.parse(res.json()).data.whatsapp).toBeNull();
      const nearest = await closestTo({ latitude: MEDAN_STORE.latitude, longitude: MEDAN_STORE.longitude });
      expect(nearest.data).toMatchObject({ store_id: MEDAN_STORE.store_id, whatsapp: null });
    } finally {
      await t.db
        .update(stores)
        .set({ whatsapp: '+6281120260004' })
        .where(eq(stores.store_id, MEDAN_STORE.store_id));
    }
  });

  it('answers 404 for an unknown or deleted store and 400 for a bad id', async () => {
    const unknown = await t.app.inject({ url: '/api/users/stores/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.STORE_NOT_FOUND);
    await t.db.update(stores).set({ is_deleted: true }).where(eq(stores.store_id, 7));
    expect((await t.app.inject({ url: '/api/users/stores/7' })).statusCode).toBe(404);
    await t.db.update(stores).set({ is_deleted: false }).where(eq(stores.store_id, 7));
    for (const bad of ['abc', '0', '-1', '2147483648', '%00']) {
      expect((await t.app.inject({ url: `/api/users/stores/${bad}` })).statusCode, bad).toBe(400);
    }
  });
});
