import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AddressesResponse,
  CITY_SEARCH_MAX_LENGTH,
  CitiesResponse,
  formatMessage,
  MESSAGES,
  UserProfileResponse,
} from '@lumbung/contracts';
import { addresses, cities, users } from '../../db/schema';
import { SHOPPER_ADDRESS } from '../../db/seed/data';
import { makeShoppers, plainPicture } from '../../../test/factories';
import { fileApp, fileUserIds } from '../../../test/file-app';
import { authHeaders, DEMO, userIdOf } from '../../../test/sessions';

const t = fileApp();
const ids = fileUserIds(t, { shopper: DEMO.shopper, newUser: DEMO.newUser });

/** A fresh shopper of this file: id and headers. */
async function freshShopper() {
  const [email] = await makeShoppers(t.db, 1);
  return { id: await userIdOf(t.app, email!), headers: await authHeaders(t.app, email!) };
}

/** A multipart body with one file field, as a browser's FormData sends it. */
function multipart(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----lumbung${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const picture = (format: 'png' | 'jpeg' | 'gif' = 'png') =>
  plainPicture(format, 48, 48, { r: 30, g: 140, b: 80 });

/** Where a stored picture's address lies on disk. */
const onDisk = (address: string) => join(t.app.config.dataDir, 'uploads', address.slice('/uploads/'.length));

describe('GET /api/profile/user/{userId}', () => {
  it("answers the caller's own profile", async () => {
    const res = await t.app.inject({
      url: `/api/profile/user/${ids.shopper}`,
      headers: await authHeaders(t.app, DEMO.shopper),
    });
    expect(res.statusCode).toBe(200);
    const body = UserProfileResponse.parse(res.json());
    expect(body).toEqual({
      message: MESSAGES.PROFILE_FOUND,
      data: {
        user_id: ids.shopper,
        username: 'shopper',
        email: DEMO.shopper,
        is_verified: true,
        image: null,
        referral_code: 'SHOP2026',
        role: 'USER',
        pending_email: null,
        phone: '+6281298760027',
        locale: null,
      },
    });
    expect(JSON.stringify(res.json())).not.toContain('password');
  });

  it("refuses another user's profile, a visitor and a bad id", async () => {
    const headers = await authHeaders(t.app, DEMO.newUser);
    const other = await t.app.inject({ url: `/api/profile/user/${ids.shopper}`, headers });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.NOT_YOURS);
    expect((await t.app.inject({ url: `/api/profile/user/${ids.shopper}` })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/profile/user/me', headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/profile/user/{userId}', () => {
  it('changes the username, trimmed, and answers the profile', async () => {
    const s = await freshShopper();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/user/${s.id}`,
      headers: s.headers,
      payload: { username: '  Siti Rahayu ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = UserProfileResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.PROFILE_UPDATED);
    expect(body.data.username).toBe('Siti Rahayu');
    const again = await t.app.inject({ url: `/api/profile/user/${s.id}`, headers: s.headers });
    expect(again.json().data.username).toBe('Siti Rahayu');
  });

  it('refuses a NUL byte, a name too short or too long, no name, and other ids', async () => {
    const s = await freshShopper();
    const put = (payload: Record<string, unknown>, id = s.id) =>
      t.app.inject({ method: 'PUT', url: `/api/profile/user/${id}`, headers: s.headers, payload });
    const nul = await put({ username: 'Siti\u0000Rahayu' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toContain('must not contain control characters');
    for (const username of ['ab', 'x'.repeat(31), '<script>', 42]) {
      const res = await put({ username });
      expect(res.statusCode, String(username)).toBe(400);
      expect(res.json().message).toBe(MESSAGES.USERNAME_INVALID);
    }
    expect((await put({})).statusCode).toBe(400);
    const other = await put({ username: 'Taken over' }, ids.shopper);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(MESSAGES.NOT_YOURS);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/user/${s.id}`,
      payload: { username: 'Visitor' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('PUT /api/profile/user/{userId}: phone and language', () => {
  const put = (s: { id: number; headers: Record<string, string> }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/profile/user/${s.id}`, headers: s.headers, payload });
  const read = async (s: { id: number; headers: Record<string, string> }) =>
    UserProfileResponse.parse(
      (await t.app.inject({ url: `/api/profile/user/${s.id}`, headers: s.headers })).json(),
    ).data;

  it('starts without a phone and following the browser', async () => {
    const s = await freshShopper();
    expect(await read(s)).toMatchObject({ phone: null, locale: null });
  });

  it('sets the phone as +62… from every usual spelling, keeps it on other changes, and clears it', async () => {
    const s = await freshShopper();
    const spellings: Array<[string, string]> = [
      ['0812-3456-7890', '+6281234567890'],
      ['0812 3456 7890', '+6281234567890'],
      ['0812.3456.7890', '+6281234567890'],
      ['+62 812 3456 7890', '+6281234567890'],
      ['62 857-1234-5678', '+6285712345678'],
      ['081234567890', '+6281234567890'],
    ];
    for (const [typed, stored] of spellings) {
      const res = await put(s, { phone: typed });
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(200);
      const body = UserProfileResponse.parse(res.json());
      expect(body.message).toBe(MESSAGES.PROFILE_UPDATED);
      expect(body.data.phone, typed).toBe(stored);
    }
    expect((await read(s)).phone).toBe('+6281234567890');
    // A username change alone leaves phone and language as they are.
    const renamed = UserProfileResponse.parse((await put(s, { username: 'Dewi Lestari' })).json()).data;
    expect(renamed).toMatchObject({ username: 'Dewi Lestari', phone: '+6281234567890', locale: null });
    expect(UserProfileResponse.parse((await put(s, { phone: null })).json()).data.phone).toBeNull();
    await put(s, { phone: '0812 3456 7890' });
    expect(UserProfileResponse.parse((await put(s, { phone: ' ' })).json()).data.phone).toBeNull();
    expect(await read(s)).toMatchObject({ username: 'Dewi Lestari', phone: null });
  });

  it('sets the language to en or id, and null follows the browser again', async () => {
    const s = await freshShopper();
    expect(UserProfileResponse.parse((await put(s, { locale: 'id' })).json()).data.locale).toBe('id');
    expect((await read(s)).locale).toBe('id');
    expect(
      UserProfileResponse.parse((await put(s, { locale: 'en', phone: '0811234567' })).json()).data,
    ).toMatchObject({ locale: 'en', phone: '+62811234567' });
    expect(UserProfileResponse.parse((await put(s, { locale: null })).json()).data).toMatchObject({
      locale: null,
      phone: '+62811234567',
    });
    // A language the shop does not speak, however it got there, follows the browser.
    await t.db.update(users).set({ locale: 'fr' }).where(eq(users.user_id, s.id));
    expect((await read(s)).locale).toBeNull();
  });

  it('refuses a bad phone, an unknown language and an empty change with 400, changing nothing', async () => {
    const s = await freshShopper();
    await put(s, { phone: '0812 3456 7890', locale: 'id' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: '021-5555-1234' }, MESSAGES.PHONE_INVALID],
      [{ phone: '+1 415 555 0100' }, MESSAGES.PHONE_INVALID],
      [{ phone: '0812-34' }, MESSAGES.PHONE_INVALID],
      [{ phone: '0800-1234-5678' }, MESSAGES.PHONE_INVALID],
      [{ phone: 81234567890 }, MESSAGES.PHONE_INVALID],
      [{ username: 'Siti Rahayu', phone: 'nomor saya' }, MESSAGES.PHONE_INVALID],
      [{ locale: 'fr' }, MESSAGES.LOCALE_INVALID],
      [{ locale: 'ID' }, MESSAGES.LOCALE_INVALID],
      [{ locale: '' }, MESSAGES.LOCALE_INVALID],
      [{}, MESSAGES.PROFILE_NOTHING_TO_CHANGE],
      [{ email: 'x@lumbung.test' }, MESSAGES.PROFILE_NOTHING_TO_CHANGE],
    ];
    for (const [payload, message] of cases) {
      const res = await put(s, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await read(s)).toMatchObject({ phone: '+6281234567890', locale: 'id' });
  });

  it("refuses to set someone else's phone or language", async () => {
    const s = await freshShopper();
    const other = await freshShopper();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/user/${other.id}`,
      headers: s.headers,
      payload: { phone: '0812 3456 7890', locale: 'id' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.NOT_YOURS);
    expect(await read(other)).toMatchObject({ phone: null, locale: null });
  });
});

describe('PUT and DELETE /api/profile/image/{userId}', () => {
  const put = (id: number, headers: Record<string, string>, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile/image/${id}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });

  it('keeps a re-encoded picture, serves it, and drops the one it replaces', async () => {
    const s = await freshShopper();
    const first = await put(s.id, s.headers, multipart('image', 'me.png', await picture('png'), 'image/png'));
    expect(first.statusCode, first.body).toBe(200);
    const one = UserProfileResponse.parse(first.json());
    expect(one.message).toBe(MESSAGES.PICTURE_UPDATED);
    expect(one.data.image).toMatch(/^\/uploads\/avatars\/[\w-]+\.png$/);
    const served = await t.app.inject({ url: one.data.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // A JPEG named .gif with a script after it: judged by its bytes, stored clean as a .jpg.
    const sneaky = Buffer.concat([await picture('jpeg'), Buffer.from('<script>alert(1)</script>')]);
    const second = await put(s.id, s.headers, multipart('image', 'cat.gif', sneaky, 'image/gif'));
    expect(second.statusCode, second.body).toBe(200);
    const two = UserProfileResponse.parse(second.json()).data.image!;
    expect(two).toMatch(/\.jpg$/);
    const stored = await t.app.inject({ url: two });
    expect(stored.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(existsSync(onDisk(one.data.image!))).toBe(false);

    const gif = await put(s.id, s.headers, multipart('image', 'wave.gif', await picture('gif')));
    expect(UserProfileResponse.parse(gif.json()).data.image).toMatch(/\.gif$/);
    const gifAddress = UserProfileResponse.parse(gif.json()).data.image!;

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/image/${s.id}`,
      headers: s.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: MESSAGES.PICTURE_REMOVED, data: { image: null } });
    expect(existsSync(onDisk(gifAddress))).toBe(false);
  });

  it('refuses a file that is not a picture, an SVG, more than 1 MB, no file and other ids', async () => {
    const s = await freshShopper();
    const notAPicture = formatMessage('IMAGE_NOT_ACCEPTED', { formats: 'jpg, jpeg, png, gif' });
    const text = await put(
      s.id,
      s.headers,
      multipart('image', 'me.jpg', Buffer.from('just text'), 'image/jpeg'),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(notAPicture);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const vector = await put(s.id, s.headers, multipart('image', 'me.svg', svg, 'image/svg+xml'));
    expect(vector.statusCode).toBe(400);
    expect(vector.json().message).toBe(notAPicture);

    const big = Buffer.concat([await picture('png'), Buffer.alloc(1024 * 1024 + 10)]);
    const tooBig = await put(s.id, s.headers, multipart('image', 'big.png', big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(formatMessage('PAYLOAD_TOO_LARGE', { max: '1 MB' }));

    const missing = formatMessage('UPLOAD_MISSING', { field: MESSAGES.PROFILE_PICTURE_FIELD });
    const otherField = await put(s.id, s.headers, multipart('avatar', 'me.png', await picture()));
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().message).toBe(missing);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/image/${s.id}`,
      headers: s.headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(missing);

    const other = await put(ids.shopper, s.headers, multipart('image', 'me.png', await picture()));
    expect(other.statusCode).toBe(403);
    const otherDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/image/${ids.shopper}`,
      headers: s.headers,
    });
    expect(otherDelete.statusCode).toBe(403);
    const profile = await t.app.inject({ url: `/api/profile/user/${s.id}`, headers: s.headers });
    expect(profile.json().data.image).toBeNull();
  });
});

describe('GET /api/profile/address/{userId}', () => {
  it("lists the caller's live addresses, the default first", async () => {
    const headers = await authHeaders(t.app, DEMO.shopper);
    const [city] = await t.db.select().from(cities).where(eq(cities.city_name, 'Kota Bandung'));
    const [gone] = await t.db
      .insert(addresses)
      .values({
        user_id: ids.shopper,
        address: 'Old address',
        city_id: city!.city_id,
        latitude: -6.9,
        longitude: 107.6,
        is_deleted: true,
      })
      .returning();
    const res = await t.app.inject({ url: `/api/profile/address/${ids.shopper}`, headers });
    expect(res.statusCode).toBe(200);
    const body = AddressesResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.ADDRESSES_LISTED);
    expect(body.data[0]).toEqual({
      address_id: expect.any(Number),
      address: SHOPPER_ADDRESS.address,
      city_id: expect.any(Number),
      city_name: SHOPPER_ADDRESS.cityName,
      is_default: true,
      label: 'Rumah',
      recipient_name: SHOPPER_ADDRESS.recipientName,
      phone: SHOPPER_ADDRESS.phone,
    });
    expect(body.data.filter((a) => a.is_default)).toHaveLength(1);
    expect(body.data.some((a) => a.address_id === gone!.address_id)).toBe(false);
  });

  it('answers an empty list to a user without addresses and refuses other ids', async () => {
    const headers = await authHeaders(t.app, DEMO.newUser);
    const own = await t.app.inject({ url: `/api/profile/address/${ids.newUser}`, headers });
    expect(AddressesResponse.parse(own.json()).data).toEqual([]);
    const other = await t.app.inject({ url: `/api/profile/address/${ids.shopper}`, headers });
    expect(other.statusCode).toBe(403);
  });
});

describe('GET /api/profile/cities', () => {
  it('lists every city by name with its centre, to anyone', async () => {
    const res = await t.app.inject({ url: '/api/profile/cities' });
    expect(res.statusCode).toBe(200);
    const body = CitiesResponse.parse(res.json());
    expect(body.message).toBe(MESSAGES.CITIES_LISTED);
    expect(body.data.length).toBeGreaterThan(500);
    expect(body.data).toContainEqual({
      city_id: expect.any(Number),
      city_name: 'Kota Bandung',
      province: 'Jawa Barat',
      latitude: expect.closeTo(-6.9, 0),
      longitude: expect.closeTo(107.6, 0),
    });
    const names = body.data.map((c) => c.city_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('finds cities by every word of a search, in the name or the province, case aside', async () => {
    const search = async (q: string) =>
      CitiesResponse.parse(
        (await t.app.inject({ url: `/api/profile/cities?search=${encodeURIComponent(q)}` })).json(),
      ).data.map((c) => c.city_name);
    expect(await search('BANDUNG')).toEqual(
      expect.arrayContaining(['Kota Bandung', 'Kabupaten Bandung', 'Kabupaten Bandung Barat']),
    );
    // "barat" is in the province of every Bandung (Jawa Barat) and in one name.
    expect(await search('bandung barat')).toContain('Kabupaten Bandung Barat');
    expect(await search('jakarta selatan')).toEqual(['Kota Administrasi Jakarta Selatan']);
    expect((await search('jawa barat')).length).toBeGreaterThan(10);
    // LIKE's wildcards are plain characters in a search.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('refuses a NUL byte and a search longer than 100 characters', async () => {
    const nul = await t.app.inject({ url: '/api/profile/cities?search=ban%00dung' });
    expect(nul.statusCode).toBe(400);
    const long = await t.app.inject({
      url: `/api/profile/cities?search=${'a'.repeat(CITY_SEARCH_MAX_LENGTH + 1)}`,
    });
    expect(long.statusCode).toBe(400);
  });
});
