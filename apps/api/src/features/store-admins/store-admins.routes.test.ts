/**
 * Store admins through the real API: a registered admin gets a mail over SMTP, chooses a
 * password with its link (which verifies the account), logs in, is assigned to a new store and runs
 * it; the list, assignment rules and removal. Store admins and shoppers are refused.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AssignedStoreResponse,
  MESSAGES,
  ROUTES,
  STORE_ADMIN_TEXTS,
  StoreAdminRemovedResponse,
  StoreAdminResponse,
  StoreAdminsResponse,
  StoreRowResponse,
  type StoreRow,
} from '@lumbung/contracts';
import { queryRows } from '../../db/client';
import { fileHeaders, fileMailApp } from '../../../test/file-app';
import { authHeaders, bearer, DEMO, loginAs, userIdOf } from '../../../test/sessions';
import { linkIn } from '../../../test/smtp';

const { t, smtp } = fileMailApp({ PUBLIC_URL: 'https://lumbung.example' });
const sup = fileHeaders(t, DEMO.superAdmin);

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: sup, ...(payload ? { payload } : {}) });

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq += 1)}`;

async function newStore(): Promise<StoreRow> {
  const [city] = await queryRows<{ city_id: number }>(
    t.db,
    sql`select city_id from cities order by city_id limit 1`,
  );
  const res = await call('POST', '/api/super-admin/store', {
    store_name: `Toko Admin ${unique()}`,
    store_location: 'Jl. Admin 1',
    city_id: city!.city_id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return StoreRowResponse.parse(res.json()).data;
}

async function register(extra: Record<string, unknown> = {}) {
  const id = unique();
  const res = await call('POST', '/api/super-admin/register', {
    username: `Admin ${id}`,
    email: `Admin.${id}@Example.com`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return StoreAdminResponse.parse(res.json()).data;
}

describe('who may call the store-admin routes', () => {
  it('refuses store admins and shoppers (403) and visitors (401)', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/super-admin/store-admin'],
      ['POST', '/api/super-admin/register', { username: 'Nope Admin', email: 'nope@example.com' }],
      ['POST', '/api/super-admin/assign', { user_id: 1, store_id: 28 }],
      ['DELETE', '/api/super-admin/admin/1'],
    ];
    for (const email of [DEMO.jakartaAdmin, DEMO.shopper]) {
      const headers = await authHeaders(t.app, email);
      for (const [method, url, payload] of calls) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${email} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('a new store admin, end to end', () => {
  it('gets a mail, chooses a password, logs in verified, is assigned and runs the new store', async () => {
    const admin = await register();
    expect(admin).toMatchObject({ is_verified: false, store_id: null, store_name: null });
    expect(admin.email).toBe(admin.email.toLowerCase());

    await t.app.mailer.idle();
    const mail = smtp.latestTo(admin.email);
    expect(mail.subject).toBe('Your LUMBUNG store admin account');
    const link = linkIn(mail, ROUTES.resetPassword);
    expect(link.origin).toBe('https://lumbung.example');

    // No password yet: nobody can log in to the account.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: 'kopi-tubruk-2026' },
    });
    expect(early.statusCode).toBe(401);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.searchParams.get('token'), password: 'kopi-tubruk-2026' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const session = await loginAs(t.app, admin.email, 'kopi-tubruk-2026');
    expect(session.user).toMatchObject({ role: 'STORE_ADMIN', is_verified: true });
    const own = bearer(session.accessToken);
    const before = await t.app.inject({
      url: `/api/store-admin/assigned-store/${admin.user_id}`,
      headers: own,
    });
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe(MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT);

    const store = await newStore();
    const assigned = await call('POST', '/api/super-admin/assign', {
      user_id: admin.user_id,
      store_id: store.store_id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(StoreAdminResponse.parse(assigned.json())).toMatchObject({
      message: `Store admin assigned to ${store.store_name}`,
      data: {
        user_id: admin.user_id,
        store_id: store.store_id,
        store_name: store.store_name,
        is_verified: true,
      },
    });

    const answer = await t.app.inject({
      url: `/api/store-admin/assigned-store/${admin.user_id}`,
      headers: own,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(AssignedStoreResponse.parse(answer.json()).data).toEqual({
      store_id: store.store_id,
      store_name: store.store_name,
      store_location: store.store_location,
      city_id: store.city_id,
    });
    expect(
      (await t.app.inject({ url: `/api/store-admin/dashboard/${store.store_id}`, headers: own })).statusCode,
    ).toBe(200);

    // Moved to the flagship store: the old one is no longer theirs.
    await call('POST', '/api/super-admin/assign', { user_id: admin.user_id, store_id: DEMO.jakartaStoreId });
    expect(
      (await t.app.inject({ url: `/api/store-admin/dashboard/${store.store_id}`, headers: own })).statusCode,
    ).toBe(403);
  });

  it('assigns the store at registration when one is named, and says so in the mail', async () => {
    const store = await newStore();
    const admin = await register({ store_id: store.store_id });
    expect(admin).toMatchObject({ store_id: store.store_id, store_name: store.store_name });
    await t.app.mailer.idle();
    expect(smtp.latestTo(admin.email).text).toContain(`You will run ${store.store_name}`);
  });

  it('refuses a taken e-mail, a bad e-mail or name, and an unknown store', async () => {
    const taken = await call('POST', '/api/super-admin/register', {
      username: 'Dua Kali',
      email: DEMO.shopper,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MESSAGES.EMAIL_TAKEN);
    const email = await call('POST', '/api/super-admin/register', {
      username: 'Salah Surel',
      email: 'not-an-email',
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe(MESSAGES.EMAIL_INVALID);
    const name = await call('POST', '/api/super-admin/register', {
      username: 'x',
      email: 'short@example.com',
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe(MESSAGES.USERNAME_INVALID);
    const store = await call('POST', '/api/super-admin/register', {
      username: 'Tanpa Toko',
      email: `tanpa.${unique()}@example.com`,
      store_id: 999999,
    });
    expect(store.statusCode).toBe(404);
    expect(store.json().message).toBe(MESSAGES.STORE_NOT_FOUND);
  });
});

describe('assigning', () => {
  it('refuses an unknown account, a shopper, an unknown or deleted store, and bad ids', async () => {
    const admin = await register();
    const shopperId = await userIdOf(t.app, DEMO.shopper);
    const unknownUser = await call('POST', '/api/super-admin/assign', { user_id: 999999, store_id: 28 });
    expect(unknownUser.statusCode).toBe(404);
    expect(unknownUser.json().message).toBe(MESSAGES.USER_NOT_FOUND);
    const shopper = await call('POST', '/api/super-admin/assign', { user_id: shopperId, store_id: 28 });
    expect(shopper.statusCode).toBe(422);
    expect(shopper.json().message).toBe(STORE_ADMIN_TEXTS.NOT_STORE_ADMIN);
    const unknownStore = await call('POST', '/api/super-admin/assign', {
      user_id: admin.user_id,
      store_id: 999999,
    });
    expect(unknownStore.statusCode).toBe(404);
    expect(unknownStore.json().message).toBe(MESSAGES.STORE_NOT_FOUND);

    const gone = await newStore();
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/super-admin/store/${gone.store_id}`, headers: sup }))
        .statusCode,
    ).toBe(200);
    const deleted = await call('POST', '/api/super-admin/assign', {
      user_id: admin.user_id,
      store_id: gone.store_id,
    });
    expect(deleted.statusCode).toBe(404);

    for (const payload of [
      { user_id: 'x', store_id: 28 },
      { user_id: admin.user_id },
      { user_id: 0, store_id: 28 },
    ]) {
      expect(
        (await call('POST', '/api/super-admin/assign', payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
  });
});

describe('the store-admin list', () => {
  it('pages store admins by store name by default, searches and sorts by name', async () => {
    const res = await call('GET', '/api/super-admin/store-admin');
    expect(res.statusCode, res.body).toBe(200);
    const page = StoreAdminsResponse.parse(res.json());
    expect(page.data.length).toBeLessThanOrEqual(10);
    const stores = page.data.map((a) => a.store_name);
    const firstUnassigned = stores.indexOf(null);
    if (firstUnassigned !== -1) expect(stores.slice(firstUnassigned).every((s) => s === null)).toBe(true);
    const initials = stores.filter((s): s is string => s !== null).map((s) => s.charAt(0).toLowerCase());
    expect(initials.every((l, i) => i === 0 || initials[i - 1]! <= l)).toBe(true);

    const found = StoreAdminsResponse.parse(
      (
        await call('GET', `/api/super-admin/store-admin?search=${encodeURIComponent(DEMO.jakartaAdmin)}`)
      ).json(),
    );
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ email: DEMO.jakartaAdmin, store_id: DEMO.jakartaStoreId });
    expect(found.totalItems).toBe(1);

    const byName = StoreAdminsResponse.parse(
      (await call('GET', '/api/super-admin/store-admin?sortFieldAdmin=created_at&sortOrder=desc')).json(),
    );
    const times = byName.data.map((a) => a.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(byName.data.every((a) => a.email !== DEMO.shopper)).toBe(true);

    expect((await call('GET', '/api/super-admin/store-admin?sortFieldAdmin=password')).statusCode).toBe(400);
  });
});

describe('removing a store admin', () => {
  it('deletes the account: its token stops at once, it cannot log in, and it leaves the list', async () => {
    const admin = await register();
    await call('POST', '/api/super-admin/assign', { user_id: admin.user_id, store_id: DEMO.jakartaStoreId });
    await t.app.mailer.idle();
    const link = linkIn(smtp.latestTo(admin.email), ROUTES.resetPassword);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link.searchParams.get('token'), password: 'kopi-tubruk-2026' },
    });
    const own = bearer((await loginAs(t.app, admin.email, 'kopi-tubruk-2026')).accessToken);
    expect(
      (await t.app.inject({ url: `/api/store-admin/assigned-store/${admin.user_id}`, headers: own }))
        .statusCode,
    ).toBe(200);

    const removed = await call('DELETE', `/api/super-admin/admin/${admin.user_id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(StoreAdminRemovedResponse.parse(removed.json()).data).toEqual({ user_id: admin.user_id });

    expect(
      (await t.app.inject({ url: `/api/store-admin/assigned-store/${admin.user_id}`, headers: own }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: `/api/store-admin/dashboard/${DEMO.jakartaStoreId}`, headers: own }))
        .statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: 'kopi-tubruk-2026' },
    });
    expect(login.statusCode).toBe(401);
    const list = StoreAdminsResponse.parse(
      (await call('GET', `/api/super-admin/store-admin?search=${encodeURIComponent(admin.email)}`)).json(),
    );
    expect(list.data).toEqual([]);
    // The address is free again: the same person can be registered anew.
    const again = await call('POST', '/api/super-admin/register', {
      username: admin.username,
      email: admin.email,
    });
    expect(again.statusCode).toBe(201);
  });

  it('answers 404 for an unknown id, a shopper and an admin removed already, 400 for a bad id', async () => {
    const admin = await register();
    expect((await call('DELETE', `/api/super-admin/admin/${admin.user_id}`)).statusCode).toBe(200);
    const twice = await call('DELETE', `/api/super-admin/admin/${admin.user_id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(STORE_ADMIN_TEXTS.NOT_FOUND);
    const shopperId = await userIdOf(t.app, DEMO.shopper);
    expect((await call('DELETE', `/api/super-admin/admin/${shopperId}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/super-admin/admin/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/super-admin/admin/abc')).statusCode).toBe(400);
  });
});
