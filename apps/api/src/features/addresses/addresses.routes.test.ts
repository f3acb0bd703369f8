import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX_LENGTH,
  AddressChangeResponse,
  AddressesResponse,
  ADDRESSES_MAX,
  ClosestStoreResponse,
  DeleteAddressResponse,
  formatMessage,
  MESSAGES,
} from '@lumbung/contracts';
import { addresses, cities } from '../../db/schema';
import { makeShoppers } from '../../../test/factories';
import { fileApp } from '../../../test/file-app';
import { authHeaders, DEMO, userIdOf } from '../../../test/sessions';

const t = fileApp();
let shopperId: number;
const city = {} as Record<'jakarta' | 'bandung' | 'jayapura', { id: number; name: string }>;

beforeAll(async () => {
  shopperId = await userIdOf(t.app, DEMO.shopper);
  for (const [key, name] of [
    ['jakarta', 'Kota Administrasi Jakarta Selatan'],
    ['bandung', 'Kota Bandung'],
    ['jayapura', 'Kota Jayapura'],
  ] as const) {
    const [row] = await t.db.select().from(cities).where(eq(cities.city_name, name));
    city[key] = { id: row!.city_id, name };
  }
});

type Shopper = { id: number; headers: { authorization: string } };
async function freshShopper(): Promise<Shopper> {
  const [email] = await makeShoppers(t.db, 1);
  return { id: await userIdOf(t.app, email!), headers: await authHeaders(t.app, email!) };
}

const add = (s: Shopper, fields: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/address',
    headers: s.headers,
    payload: { user_id: s.id, ...fields },
  });
async function addOk(s: Shopper, where: keyof typeof city, address = 'Jl. Merdeka No. 1, Sumur Bandung') {
  const res = await add(s, { address, city_id: city[where].id, city_name: city[where].name });
  expect(res.statusCode, res.body).toBe(201);
  return AddressChangeResponse.parse(res.json()).data;
}
/** `s` asks for `addressId` as the default address of `userId` (their own unless given). */
const setDefault = (s: Shopper, addressId: number | string, userId = s.id) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/default',
    headers: s.headers,
    payload: { user_id: userId, new_address_id: addressId },
  });
const remove = (s: Shopper, addressId: number, newDefault?: number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/profile/address/${s.id}/${addressId}${newDefault ? `?new_default_address_id=${newDefault}` : ''}`,
    headers: s.headers,
  });
async function storeOf(s: Shopper) {
  const res = await t.app.inject({ url: `/api/profile/closest-store/${s.id}`, headers: s.headers });
  return ClosestStoreResponse.parse(res.json()).data;
}

describe('POST /api/profile/address', () => {
  it("makes the first address the default, at its city's centre, and the nearest store follows it", async () => {
    const s = await freshShopper();
    expect(await storeOf(s)).toBeNull();
    const first = await addOk(s, 'jakarta', '  Jl. Kemang Raya No. 10\nBangka, Mampang  ');
    expect(first.address).toEqual({
      address_id: expect.any(Number),
      address: 'Jl. Kemang Raya No. 10\nBangka, Mampang',
      city_id: city.jakarta.id,
      city_name: city.jakarta.name,
      is_default: true,
      label: null,
      recipient_name: null,
      phone: null,
    });
    expect(first.addresses).toEqual([first.address]);
    expect((await storeOf(s))?.store_id).toBe(DEMO.jakartaStoreId);

    const second = await addOk(s, 'bandung');
    expect(second.address.is_default).toBe(false);
    expect(second.addresses.map((a) => a.is_default)).toEqual([true, false]);
    expect((await storeOf(s))?.store_id).toBe(DEMO.jakartaStoreId);
  });

  it('keeps the location the browser shared when it lies in the city, and refuses one far from it', async () => {
    const s = await freshShopper();
    // Dago, Bandung, shared by the browser.
    const near = await add(s, {
      address: 'Jl. Dago No. 3',
      city_id: city.bandung.id,
      latitude: -6.885,
      longitude: 107.613,
    });
    expect(near.statusCode, near.body).toBe(201);
    const [row] = await t.db
      .select()
      .from(addresses)
      .where(eq(addresses.address_id, AddressChangeResponse.parse(near.json()).data.address.address_id));
    expect([row!.latitude, row!.longitude]).toEqual([-6.885, 107.613]);
    expect((await storeOf(s))?.store_id).toBe(DEMO.bandungStoreId);

    // Standing in Bandung while choosing Jakarta: about 120 km away.
    const far = await add(s, {
      address: 'Jl. Sudirman 1',
      city_id: city.jakarta.id,
      latitude: -6.9,
      longitude: 107.6,
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toMatch(
      /^The location you shared is 1\d\d km from Kota Administrasi Jakarta Selatan\./,
    );
  });

  it('refuses NUL bytes, 10 KB addresses, unknown cities, half a location and other ids', async () => {
    const s = await freshShopper();
    const other = await freshShopper();
    const good = { address: 'Jl. Merdeka No. 1', city_id: city.bandung.id, city_name: city.bandung.name };
    const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
      [{ ...good, address: 'Jl. Merdeka\u0000 No. 1' }, 400, /must not contain control characters/],
      [{ ...good, city_name: 'Kota\u0000Bandung' }, 400, /must not contain control characters/],
      [{ ...good, address: 'x'.repeat(10 * 1024) }, 400, MESSAGES.ADDRESS_TOO_LONG],
      [{ ...good, address: 'x'.repeat(ADDRESS_MAX_LENGTH + 1) }, 400, MESSAGES.ADDRESS_TOO_LONG],
      [{ ...good, address: '   ' }, 400, MESSAGES.ADDRESS_TOO_SHORT],
      [{ ...good, address: undefined }, 400, MESSAGES.ADDRESS_TOO_SHORT],
      [{ ...good, city_id: 999_999 }, 400, MESSAGES.CITY_UNKNOWN],
      [{ ...good, city_id: 0 }, 400, /city_id/],
      [{ ...good, city_id: 'Bandung' }, 400, /city_id/],
      [{ ...good, latitude: -6.9 }, 400, MESSAGES.COORDINATES_PAIR],
      [{ ...good, latitude: 91, longitude: 107 }, 400, /latitude/],
      [{ ...good, user_id: other.id }, 403, MESSAGES.NOT_YOURS],
    ];
    for (const [payload, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/profile/address',
        headers: s.headers,
        payload: { user_id: s.id, ...payload },
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const list = await t.app.inject({ url: `/api/profile/address/${s.id}`, headers: s.headers });
    expect(AddressesResponse.parse(list.json()).data).toEqual([]);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/profile/address',
      payload: { user_id: s.id, ...good },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses`, async () => {
    const s = await freshShopper();
    for (let i = 0; i < ADDRESSES_MAX; i += 1) await addOk(s, 'bandung', `Jl. Braga No. ${i + 1}`);
    const over = await add(s, { address: 'Jl. Braga No. 99', city_id: city.bandung.id });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(formatMessage('ADDRESS_LIMIT', { max: ADDRESSES_MAX }));
  });

  it('makes exactly one default of ten first addresses sent at once', async () => {
    const s = await freshShopper();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        add(s, { address: `Jl. Asia Afrika ${i + 1}`, city_id: city.bandung.id }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const list = AddressesResponse.parse(
      (await t.app.inject({ url: `/api/profile/address/${s.id}`, headers: s.headers })).json(),
    ).data;
    expect(list).toHaveLength(10);
    expect(list.filter((a) => a.is_default)).toHaveLength(1);
  });
});

describe('PUT /api/profile/address/{userId}/{addressId}', () => {
  it('rewrites the text and the city, keeps the default, and moves the nearest store', async () => {
    const s = await freshShopper();
    const { address } = await addOk(s, 'jakarta');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/address/${s.id}/${address.address_id}`,
      headers: s.headers,
      payload: { address: 'Jl. Braga No. 8', city_id: city.bandung.id, city_name: city.bandung.name },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = AddressChangeResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.ADDRESS_UPDATED);
    expect(body.data.address).toEqual({
      ...address,
      address: 'Jl. Braga No. 8',
      city_id: city.bandung.id,
      city_name: city.bandung.name,
    });
    expect((await storeOf(s))?.store_id).toBe(DEMO.bandungStoreId);
  });

  it("answers 404 for someone else's address or a deleted one, 403 for someone else's id, 400 for bad input", async () => {
    const s = await freshShopper();
    const other = await freshShopper();
    const theirs = (await addOk(other, 'jakarta')).address;
    const mine = (await addOk(s, 'jakarta')).address;
    const put = (userId: number, addressId: number, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/profile/address/${userId}/${addressId}`,
        headers: s.headers,
        payload,
      });
    const body = { address: 'Jl. Braga No. 8', city_id: city.bandung.id };
    const notMine = await put(s.id, theirs.address_id, body);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe(MESSAGES.ADDRESS_NOT_FOUND);
    expect((await put(other.id, theirs.address_id, body)).statusCode).toBe(403);
    expect((await put(s.id, 2_147_483_647, body)).statusCode).toBe(404);
    expect((await put(s.id, mine.address_id, { ...body, address: 'a'.repeat(10 * 1024) })).statusCode).toBe(
      400,
    );
    expect((await put(s.id, mine.address_id, { ...body, address: 'Jl.\u0000' })).statusCode).toBe(400);
    const unknownCity = await put(s.id, mine.address_id, { ...body, city_id: 999_999 });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().message).toBe(MESSAGES.CITY_UNKNOWN);
    // Their address is unchanged.
    const theirList = await t.app.inject({ url: `/api/profile/address/${other.id}`, headers: other.headers });
    expect(AddressesResponse.parse(theirList.json()).data).toEqual([theirs]);
  });
});

describe('POST /api/profile/default', () => {
  it('makes one address the default and every other one not; the nearest store follows', async () => {
    const s = await freshShopper();
    const jakarta = (await addOk(s, 'jakarta')).address;
    const bandung = (await addOk(s, 'bandung')).address;
    const res = await setDefault(s, bandung.address_id);
    expect(res.statusCode, res.body).toBe(200);
    const body = AddressChangeResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.ADDRESS_DEFAULT_SET);
    expect(body.data.addresses.map((a) => [a.address_id, a.is_default])).toEqual([
      [bandung.address_id, true],
      [jakarta.address_id, false],
    ]);
    expect((await storeOf(s))?.store_id).toBe(DEMO.bandungStoreId);
    // Again: nothing changes.
    expect((await setDefault(s, bandung.address_id)).statusCode).toBe(200);
  });

  it("refuses someone else's address, someone else's user_id and bad ids", async () => {
    const s = await freshShopper();
    const other = await freshShopper();
    const theirs = (await addOk(other, 'jakarta')).address;
    await addOk(s, 'bandung');
    const notMine = await setDefault(s, theirs.address_id);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe(MESSAGES.ADDRESS_NOT_FOUND);
    expect((await setDefault(s, theirs.address_id, other.id)).statusCode).toBe(403);
    for (const id of [0, -1, 'x', 2_147_483_648]) {
      expect((await setDefault(s, id)).statusCode, String(id)).toBe(400);
    }
  });
});

describe('DELETE /api/profile/address/{userId}/{addressId}', () => {
  it('deletes softly; the default goes only with a new default named while others exist', async () => {
    const s = await freshShopper();
    const jakarta = (await addOk(s, 'jakarta')).address;
    const bandung = (await addOk(s, 'bandung')).address;
    const jayapura = (await addOk(s, 'jayapura')).address;

    const alone = await remove(s, jakarta.address_id);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(MESSAGES.ADDRESS_DEFAULT_NEEDS_SUCCESSOR);
    const itself = await remove(s, jakarta.address_id, jakarta.address_id);
    expect(itself.statusCode).toBe(422);
    expect(itself.json().message).toBe(MESSAGES.ADDRESS_SUCCESSOR_INVALID);

    const res = await remove(s, jakarta.address_id, jayapura.address_id);
    expect(res.statusCode, res.body).toBe(200);
    const body = DeleteAddressResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.ADDRESS_DELETED);
    expect(body.data.addresses.map((a) => [a.address_id, a.is_default])).toEqual([
      [jayapura.address_id, true],
      [bandung.address_id, false],
    ]);
    // Jayapura has no store within 50 km.
    expect(await storeOf(s)).toBeNull();
    const [row] = await t.db.select().from(addresses).where(eq(addresses.address_id, jakarta.address_id));
    expect(row).toMatchObject({ is_deleted: true, is_default: false, address: jakarta.address });

    // A non-default one goes without more ado; then the last one, leaving no default.
    expect((await remove(s, bandung.address_id)).statusCode).toBe(200);
    const last = DeleteAddressResponse.parse((await remove(s, jayapura.address_id)).json());
    expect(last.data.addresses).toEqual([]);
    expect((await remove(s, jayapura.address_id)).statusCode).toBe(404);
  });

  it("refuses someone else's address, id and a successor of theirs", async () => {
    const s = await freshShopper();
    const other = await freshShopper();
    const theirs = (await addOk(other, 'jakarta')).address;
    const mine = (await addOk(s, 'jakarta')).address;
    await addOk(s, 'bandung');
    expect((await remove(s, theirs.address_id)).statusCode).toBe(404);
    const successor = await remove(s, mine.address_id, theirs.address_id);
    expect(successor.statusCode).toBe(422);
    const otherId = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/address/${other.id}/${theirs.address_id}`,
      headers: s.headers,
    });
    expect(otherId.statusCode).toBe(403);
    const badQuery = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/address/${s.id}/${mine.address_id}?new_default_address_id=abc`,
      headers: s.headers,
    });
    expect(badQuery.statusCode).toBe(400);
    const theirList = await t.app.inject({ url: `/api/profile/address/${other.id}`, headers: other.headers });
    expect(AddressesResponse.parse(theirList.json()).data).toEqual([theirs]);
  });

  it('keeps the demo shopper safe: another shopper cannot reach their address by id', async () => {
    const s = await freshShopper();
    const list = await t.app.inject({
      url: `/api/profile/address/${shopperId}`,
      headers: await authHeaders(t.app, DEMO.shopper),
    });
    const demoAddress = AddressesResponse.parse(list.json()).data[0]!;
    expect((await remove(s, demoAddress.address_id)).statusCode).toBe(404);
    expect((await setDefault(s, demoAddress.address_id)).statusCode).toBe(404);
  });
});
