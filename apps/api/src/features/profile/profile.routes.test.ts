import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressesResponse, CitiesResponse, MESSAGES, UserProfileResponse } from '@lumbung/contracts';
import { addresses, cities } from '../../db/schema';
import { SHOPPER_ADDRESS } from '../../db/seed/data';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { authHeaders, DEMO, userIdOf } from '../../../test/sessions';

let t: TestApp;
let shopperId: number;
let newUserId: number;
beforeAll(async () => {
  t = await buildTestApp();
  shopperId = await userIdOf(t.app, DEMO.shopper);
  newUserId = await userIdOf(t.app, DEMO.newUser);
});
afterAll(() => t.close());

describe('GET /api/profile/user/{userId}', () => {
  it("answers the caller's own profile", async () => {
    const res = await t.app.inject({
      url: `/api/profile/user/${shopperId}`,
      headers: await authHeaders(t.app, DEMO.shopper),
    });
    expect(res.statusCode).toBe(200);
    const body = UserProfileResponse.parse(res.json());
    expect(body).toEqual({
      message: MESSAGES.PROFILE_FOUND,
      data: {
        user_id: shopperId,
        username: 'shopper',
        email: DEMO.shopper,
        is_verified: true,
        image: null,
        referral_code: 'SHOP2026',
        role: 'USER',
      },
    });
    expect(JSON.stringify(res.json())).not.toContain('password');
  });

  it("refuses another user's profile, a visitor and a bad id", async () => {
    const headers = await authHeaders(t.app, DEMO.newUser);
    const other = await t.app.inject({ url: `/api/profile/user/${shopperId}`, headers });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.NOT_YOURS);
    expect((await t.app.inject({ url: `/api/profile/user/${shopperId}` })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/profile/user/me', headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/profile/address/{userId}', () => {
  it("lists the caller's live addresses, the default first", async () => {
    const headers = await authHeaders(t.app, DEMO.shopper);
    const [city] = await t.db.select().from(cities).where(eq(cities.city_name, 'Kota Bandung'));
    const [gone] = await t.db
      .insert(addresses)
      .values({
        user_id: shopperId,
        address: 'Old address',
        city_id: city!.city_id,
        latitude: -6.9,
        longitude: 107.6,
        is_deleted: true,
      })
      .returning();
    const res = await t.app.inject({ url: `/api/profile/address/${shopperId}`, headers });
    expect(res.statusCode).toBe(200);
    const body = AddressesResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.ADDRESSES_LISTED);
    expect(body.data[0]).toEqual({
      address_id: expect.any(Number),
      address: SHOPPER_ADDRESS.address,
      city_id: expect.any(Number),
      city_name: SHOPPER_ADDRESS.cityName,
      is_default: true,
    });
    expect(body.data.filter((a) => a.is_default)).toHaveLength(1);
    expect(body.data.some((a) => a.address_id === gone!.address_id)).toBe(false);
  });

  it('answers an empty list to a user without addresses and refuses other ids', async () => {
    const headers = await authHeaders(t.app, DEMO.newUser);
    const own = await t.app.inject({ url: `/api/profile/address/${newUserId}`, headers });
    expect(AddressesResponse.parse(own.json()).data).toEqual([]);
    const other = await t.app.inject({ url: `/api/profile/address/${shopperId}`, headers });
    expect(other.statusCode).toBe(403);
  });
});

describe('GET /api/profile/cities', () => {
  it('lists every city by name, to anyone', async () => {
    const res = await t.app.inject({ url: '/api/profile/cities' });
    expect(res.statusCode).toBe(200);
    const body = CitiesResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.CITIES_LISTED);
    expect(body.data.length).toBeGreaterThan(500);
    expect(body.data).toContainEqual({
      city_id: expect.any(Number),
      city_name: 'Kota Bandung',
      province: 'Jawa Barat',
    });
    const names = body.data.map((c) => c.city_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
