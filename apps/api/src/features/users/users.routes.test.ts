/**
 * The super admin's users list through the real API: paging 10 a page, role filter, search by
 * username or e-mail, no secrets in the answer; bad input 400; a store admin and a shopper 403.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, PAGE_SIZES, UsersResponse } from '@lumbung/contracts';
import { makeShoppers } from '../../../test/factories';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { authHeaders, DEMO } from '../../../test/sessions';

const t = fileApp();
const sup = fileHeaders(t, DEMO.superAdmin);

const list = async (query = '', headers = sup) =>
  t.app.inject({ method: 'GET', url: `/api/super-admin/users${query}`, headers });

describe('GET /api/super-admin/users', () => {
  it('pages 10 accounts, newest first, with paging figures and no secrets', async () => {
    await makeShoppers(t.db, 12);
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = UsersResponse.parse(res.json());
    expect(body.data).toHaveLength(PAGE_SIZES.users);
    expect(body.currentPage).toBe(1);
    expect(body.totalItems).toBeGreaterThan(12);
    expect(body.totalPages).toBe(Math.ceil(body.totalItems / 10));
    const times = body.data.map((u) => Date.parse(u.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(res.body).not.toMatch(/password|hash|token|argon/i);

    const last = UsersResponse.parse((await list(`?page=${body.totalPages}`)).json());
    expect(last.data.length).toBe(body.totalItems - (body.totalPages - 1) * 10);
    const past = UsersResponse.parse((await list(`?page=${body.totalPages + 1}`)).json());
    expect(past.data).toEqual([]);
  });

  it('filters by role and shows a store admin’s store', async () => {
    for (const role of ['SUPER_ADMIN', 'STORE_ADMIN', 'USER'] as const) {
      const body = UsersResponse.parse((await list(`?role=${role}&pageSize=100`)).json());
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((u) => u.role === role)).toBe(true);
    }
    const admins = UsersResponse.parse((await list('?role=STORE_ADMIN&pageSize=100')).json());
    const jakarta = admins.data.find((u) => u.email === DEMO.jakartaAdmin);
    expect(jakarta).toMatchObject({ store_id: DEMO.jakartaStoreId, is_verified: true });
    expect(jakarta!.store_name).toBeTruthy();
    const shoppers = UsersResponse.parse((await list('?role=USER&pageSize=100')).json());
    expect(shoppers.data.every((u) => u.store_id === null && u.store_name === null)).toBe(true);
  });

  it('searches the username or the e-mail, case-insensitively, with % and _ taken literally', async () => {
    const byMail = UsersResponse.parse((await list('?search=SHOPPER@lumbung')).json());
    expect(byMail.data.map((u) => u.email)).toEqual([DEMO.shopper]);
    const byName = UsersResponse.parse((await list('?search=superadm')).json());
    expect(byName.data.map((u) => u.email)).toEqual([DEMO.superAdmin]);
    const wildcard = UsersResponse.parse((await list('?search=%25')).json());
    expect(wildcard.totalItems).toBe(0);
    const both = UsersResponse.parse((await list('?search=admin&role=SUPER_ADMIN')).json());
    expect(both.data.map((u) => u.role)).toEqual(['SUPER_ADMIN']);
  });

  it('sorts by username both ways', async () => {
    const asc = UsersResponse.parse((await list('?sortField=username&sortOrder=asc&pageSize=100')).json());
    const desc = UsersResponse.parse((await list('?sortField=username&sortOrder=desc&pageSize=100')).json());
    const names = (page: typeof asc) => page.data.map((u) => u.username.toLowerCase());
    expect(asc.totalItems).toBeLessThanOrEqual(100);
    expect(names(desc)).toEqual(names(asc).reverse());
    expect(names(asc)).not.toEqual(names(desc));
  });

  it.each(['?role=ADMIN', '?page=0', '?pageSize=101', '?sortField=password_hash', '?page=x'])(
    'refuses the bad input %s with a 400 and a message',
    async (query) => {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );

  it('is the super admin’s alone', async () => {
    expect((await list('', await authHeaders(t.app, DEMO.jakartaAdmin))).statusCode).toBe(403);
    expect((await list('', await authHeaders(t.app, DEMO.shopper))).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/super-admin/users' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(MESSAGES.UNAUTHORIZED);
  });
});
