/**
 * An address's label, recipient and phone through the real API: kept (the phone as +62… from every
 * usual spelling), left as they are when an edit leaves them out, cleared with null or blank text,
 * refused with 400 and the catalogue's message when wrong; other people's addresses stay out of reach.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_LABEL_MAX_LENGTH,
  AddressChangeResponse,
  AddressesResponse,
  MESSAGES,
  RECIPIENT_NAME_MAX_LENGTH,
} from '@lumbung/contracts';
import { addresses, cities } from '../../db/schema';
import { makeShoppers } from '../../../test/factories';
import { fileApp } from '../../../test/file-app';
import { authHeaders, userIdOf } from '../../../test/sessions';

const t = fileApp();
const city = {} as Record<'jakarta' | 'bandung', { id: number; name: string }>;

beforeAll(async () => {
  for (const [key, name] of [
    ['jakarta', 'Kota Administrasi Jakarta Selatan'],
    ['bandung', 'Kota Bandung'],
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
async function addOk(s: Shopper, where: keyof typeof city) {
  const res = await add(s, { address: 'Jl. Merdeka No. 1, Sumur Bandung', city_id: city[where].id });
  expect(res.statusCode, res.body).toBe(201);
  return AddressChangeResponse.parse(res.json()).data;
}

describe("an address's label, recipient and phone", () => {
  const put = (s: Shopper, addressId: number, fields: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/profile/address/${s.id}/${addressId}`,
      headers: s.headers,
      payload: { address: 'Jl. Braga No. 8', city_id: city.bandung.id, ...fields },
    });
  const list = async (s: Shopper) =>
    AddressesResponse.parse(
      (await t.app.inject({ url: `/api/profile/address/${s.id}`, headers: s.headers })).json(),
    ).data;

  it('keeps them, trimmed, the phone as +62…, from every usual spelling', async () => {
    const s = await freshShopper();
    const spellings: Array<[string, string]> = [
      ['0812-3456-7890', '+6281234567890'],
      ['0812 3456 7890', '+6281234567890'],
      ['0812.3456.7890', '+6281234567890'],
      ['+62 812-3456-7890', '+6281234567890'],
      ['6281234567890', '+6281234567890'],
      ['+62 0857 1234 5678', '+6285712345678'],
      ['0811234567', '+62811234567'],
    ];
    for (const [typed, stored] of spellings) {
      const res = await add(s, {
        address: 'Jl. Kemang Raya No. 10',
        city_id: city.jakarta.id,
        label: '  Kantor ',
        recipient_name: ' Budi Santoso ',
        phone: typed,
      });
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(201);
      expect(AddressChangeResponse.parse(res.json()).data.address, typed).toMatchObject({
        label: 'Kantor',
        recipient_name: 'Budi Santoso',
        phone: stored,
      });
    }
    const [row] = await t.db
      .select()
      .from(addresses)
      .where(eq(addresses.user_id, s.id))
      .orderBy(addresses.address_id)
      .limit(1);
    expect(row).toMatchObject({ label: 'Kantor', recipient_name: 'Budi Santoso', phone: '+6281234567890' });
    expect((await list(s)).every((a) => a.phone !== null && a.phone.startsWith('+628'))).toBe(true);
  });

  it('answers null for what was not given, and blank text counts as not given', async () => {
    const s = await freshShopper();
    const blank = await add(s, {
      address: 'Jl. Kemang Raya No. 10',
      city_id: city.jakarta.id,
      label: '',
      recipient_name: '   ',
      phone: '',
    });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(AddressChangeResponse.parse(blank.json()).data.address).toMatchObject({
      label: null,
      recipient_name: null,
      phone: null,
    });
    const onlyPhone = await add(s, {
      address: 'Jl. Braga No. 1',
      city_id: city.bandung.id,
      phone: '0812 1111 2222',
    });
    expect(AddressChangeResponse.parse(onlyPhone.json()).data.address).toMatchObject({
      label: null,
      recipient_name: null,
      phone: '+6281211112222',
    });
  });

  it('changes them on an edit, keeps those left out, and clears one sent as null or blank', async () => {
    const s = await freshShopper();
    const { address } = await addOk(s, 'jakarta');
    const edit = async (fields: Record<string, unknown>) => {
      const res = await put(s, address.address_id, fields);
      expect(res.statusCode, res.body).toBe(200);
      return AddressChangeResponse.parse(res.json()).data.address;
    };
    expect(
      await edit({ label: 'Rumah', recipient_name: 'Siti Rahayu', phone: '+62 812 3456 7890' }),
    ).toMatchObject({ label: 'Rumah', recipient_name: 'Siti Rahayu', phone: '+6281234567890' });
    // The spec's body, without the new fields: they stay as they are.
    expect(await edit({})).toMatchObject({
      address: 'Jl. Braga No. 8',
      label: 'Rumah',
      recipient_name: 'Siti Rahayu',
      phone: '+6281234567890',
    });
    expect(await edit({ phone: '0857-1234-5678' })).toMatchObject({
      label: 'Rumah',
      phone: '+6285712345678',
    });
    expect(await edit({ label: null, phone: '' })).toMatchObject({
      label: null,
      recipient_name: 'Siti Rahayu',
      phone: null,
    });
    expect((await list(s))[0]).toMatchObject({ label: null, recipient_name: 'Siti Rahayu', phone: null });
  });

  it('refuses a bad phone, a long label or name, and control characters with 400 and a clear message', async () => {
    const s = await freshShopper();
    const mine = (await addOk(s, 'jakarta')).address;
    const good = { address: 'Jl. Merdeka No. 1', city_id: city.bandung.id };
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ phone: '021-5555-1234' }, MESSAGES.PHONE_INVALID],
      [{ phone: '+65 8123 4567' }, MESSAGES.PHONE_INVALID],
      [{ phone: '0812-345' }, MESSAGES.PHONE_INVALID],
      [{ phone: '0812-3456-7890-12' }, MESSAGES.PHONE_INVALID],
      [{ phone: '0812 3456 789O' }, MESSAGES.PHONE_INVALID],
      [{ phone: 81234567890 }, MESSAGES.PHONE_INVALID],
      [{ label: 'x'.repeat(ADDRESS_LABEL_MAX_LENGTH + 1) }, MESSAGES.ADDRESS_LABEL_TOO_LONG],
      [{ label: 42 }, MESSAGES.ADDRESS_LABEL_TOO_LONG],
      [{ recipient_name: 'x'.repeat(RECIPIENT_NAME_MAX_LENGTH + 1) }, MESSAGES.RECIPIENT_NAME_TOO_LONG],
      [{ label: 'Rumah\nKantor' }, /must be one line/],
      [{ recipient_name: 'Budi\u0000' }, /control characters/],
    ];
    for (const [fields, message] of cases) {
      const created = await add(s, { ...good, ...fields });
      expect(created.statusCode, JSON.stringify(fields)).toBe(400);
      expect(created.json().message).toMatch(message);
      const edited = await put(s, mine.address_id, fields);
      expect(edited.statusCode, JSON.stringify(fields)).toBe(400);
      expect(edited.json().message).toMatch(message);
    }
    // A label and a name of the longest length pass.
    const longest = await add(s, {
      ...good,
      label: 'x'.repeat(ADDRESS_LABEL_MAX_LENGTH),
      recipient_name: 'y'.repeat(RECIPIENT_NAME_MAX_LENGTH),
    });
    expect(longest.statusCode, longest.body).toBe(201);
    // Nothing of the refused ones was kept.
    expect((await list(s)).map((a) => a.address_id)).toHaveLength(2);
    expect((await list(s)).find((a) => a.address_id === mine.address_id)).toEqual(mine);
  });

  it("still refuses someone else's address and id when the new fields are sent", async () => {
    const s = await freshShopper();
    const other = await freshShopper();
    const theirs = (await addOk(other, 'jakarta')).address;
    const fields = { label: 'Kantor', recipient_name: 'Penyusup', phone: '0812 3456 7890' };
    const notMine = await put(s, theirs.address_id, fields);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe(MESSAGES.ADDRESS_NOT_FOUND);
    const otherId = await t.app.inject({
      method: 'PUT',
      url: `/api/profile/address/${other.id}/${theirs.address_id}`,
      headers: s.headers,
      payload: { address: 'Jl. Braga No. 8', city_id: city.bandung.id, ...fields },
    });
    expect(otherId.statusCode).toBe(403);
    const addForThem = await t.app.inject({
      method: 'POST',
      url: '/api/profile/address',
      headers: s.headers,
      payload: { user_id: other.id, address: 'Jl. Braga No. 8', city_id: city.bandung.id, ...fields },
    });
    expect(addForThem.statusCode).toBe(403);
    expect(await list(other)).toEqual([theirs]);
  });
});
