/**
 * The bad inputs that once answered 500, each sent as the report sent it: ids beyond the
 * int4 range on the cart calls, a page number whose offset overflows, and NUL in a text that
 * reaches the database. Each now answers 400 naming the field and the rule. The route-table walk
 * (route-input.test.ts) sends such values to every field of every route.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorBody, FIELD_RULES, formatMessage, ID_MAX, PAGE_MAX } from '@lumbung/contracts';
import { users } from '../db/schema';
import { fileApp, fileHeaders, fileUserIds } from '../../test/file-app';
import { DEMO } from '../../test/sessions';
import { findControlCharacters } from './input-guard';

const t = fileApp();
const ids = fileUserIds(t, { shopper: DEMO.shopper });
const headers = fileHeaders(t, DEMO.shopper);

const badRequest = (detail: string) => formatMessage('BAD_REQUEST', { detail });

async function send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, raw?: string) {
  const res = await t.app.inject({
    method,
    url,
    headers: raw === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(raw !== undefined ? { payload: raw } : payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: ErrorBody.parse(res.json()) };
}

describe('ids beyond the int4 range', () => {
  const tooLarge = ID_MAX + 1;

  it('answers 400 on the cart calls that answered 500', async () => {
    const cases = [
      ['POST', '/api/cart/quantity', { cart_item_id: tooLarge, quantity: 1 }, 'body.cart_item_id'],
      ['POST', '/api/cart/add', { inventory_id: tooLarge }, 'body.inventory_id'],
      ['POST', '/api/cart/redeem-cart/', { cart_id: tooLarge, user_voucher_id: 1 }, 'body.cart_id'],
      ['POST', '/api/cart/redeem-cart/', { cart_id: 1, user_voucher_id: tooLarge }, 'body.user_voucher_id'],
      [
        'POST',
        '/api/cart/redeem-product/',
        { cart_item_id: 1, user_voucher_id: Number.MAX_SAFE_INTEGER },
        'body.user_voucher_id',
      ],
    ] as const;
    for (const [method, url, fields, where] of cases) {
      const res = await send(method, url, { user_id: ids.shopper, ...fields });
      expect(res, `${url} ${where}`).toEqual({
        status: 400,
        body: {
          message: badRequest(`${where}: ${FIELD_RULES.id}`),
          code: 'BAD_REQUEST',
          errors: [{ path: where, message: FIELD_RULES.id }],
        },
      });
    }
  });

  it('answers 400 for a path id: DELETE /api/cart/{userId}/2147483648', async () => {
    const res = await send('DELETE', `/api/cart/${ids.shopper}/${tooLarge}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(badRequest(`params.cartItemId: ${FIELD_RULES.id}`));
  });

  it('keeps ids up to 2147483647: the largest one is simply not found', async () => {
    const res = await send('DELETE', `/api/cart/${ids.shopper}/${ID_MAX}`);
    expect(res.status).toBe(404);
  });

  it('says it once for an id beyond a safe integer, sent as JSON digits', async () => {
    const raw = `{"user_id":${ids.shopper},"cart_item_id":9007199254740993,"quantity":1}`;
    const res = await send('POST', '/api/cart/quantity', undefined, raw);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(badRequest(`body.cart_item_id: ${FIELD_RULES.id}`));
  });

  it('answers 400 for a user_id beyond the range, before any ownership check', async () => {
    const res = await send('POST', '/api/cart/quantity', {
      user_id: tooLarge,
      cart_item_id: 1,
      quantity: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(badRequest(`body.user_id: ${FIELD_RULES.id}`));
  });
});

describe('page numbers', () => {
  it('answers 400 for GET /api/users/products/28?page=9007199254740991', async () => {
    const res = await send('GET', '/api/users/products/28?page=9007199254740991');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(badRequest(`querystring.page: ${FIELD_RULES.page}`));
  });

  it('answers an empty page for the deepest page it takes, at the largest page size', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/products/28?page=${PAGE_MAX}&pageSize=100`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { inventories: unknown[]; currentPage: number; totalItems: number };
    expect(body.inventories).toEqual([]);
    expect(body.currentPage).toBe(PAGE_MAX);
    expect(body.totalItems).toBeGreaterThan(0);
  });
});

describe('control characters in texts', () => {
  const register = (referral_code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Nul Byte', email: 'nul@example.com', password: 'kopi-susu-99', referral_code },
    });
  const accounts = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  it('answers 400 to register with referral_code "A\\u0000B", and creates nothing', async () => {
    const before = await accounts();
    const res = await register('A\u0000B');
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).message).toBe(
      badRequest(`body.referral_code: ${FIELD_RULES.controlCharacters}`),
    );
    expect(await accounts()).toBe(before);
  });

  it('refuses a line break in a one-line text (its schema)', async () => {
    const res = await register('AB\nCD');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(badRequest(`body.referral_code: ${FIELD_RULES.singleLine}`));
  });

  it('refuses the other control characters too, in any text (a BEL in a password)', async () => {
    const bell = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.shopper, password: `${DEMO.password}\u0007` },
    });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().message).toBe(badRequest(`body.password: ${FIELD_RULES.controlCharacters}`));
  });

  it('answers 400 for NUL in a query string', async () => {
    const res = await send('GET', '/api/users/products/28?search=a%00b');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(badRequest(`querystring.search: ${FIELD_RULES.controlCharacters}`));
  });

  it('finds the first text with a control character, at any depth; tabs and line breaks are text', () => {
    expect(findControlCharacters({ a: 'fine', b: ['ok', { c: 'x\u0000' }] }, 'body')).toBe('body.b.1.c');
    expect(findControlCharacters({ note: 'line one\r\nline two\tend' }, 'body')).toBeNull();
    expect(findControlCharacters({ c1: 'x\u0085' }, 'body')).toBe('body.c1');
    expect(findControlCharacters({ del: 'x\u007f' }, 'body')).toBe('body.del');
    expect(findControlCharacters(null, 'body')).toBeNull();
  });
});
