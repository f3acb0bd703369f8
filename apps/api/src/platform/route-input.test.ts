/**
 * Walks the app's whole route table (every /api route, including those features add later) and
 * sends every input field bad values, with every other field valid and a caller the route lets
 * in:
 * - each id position (path params, query and body fields named id, *Id or *_id, at any depth,
 *   and the user_id / store_id the access guard reads): 0, -1, 1.5, 2147483648,
 *   9007199254740993 (as JSON digits) and "1e309";
 * - each other number: 9007199254740993 and "1e309";
 * - each text: NUL inside it, and 100 KB of it.
 * Every answer must be a 4xx with a message, never a 5xx (nor a success).
 *
 * Each id is also sent as text spelling the valid id in every way Number() reads leniently
 * ("0x1", "0b1", "1e0", "1.0", " 1", "1\n", "01", "+1"): each must be refused with 400, or one
 * record would answer to many addresses. Each upload route is sent form data cut off, with a
 * wrong or missing boundary, and bodies that are not form data: a 4xx with a message each.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Id, multiLineText, singleLineText, type Role } from '@lumbung/contracts';
import type { RouteEntry } from '../app';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { inputFieldsOf, withValueAt, type InputField, type Source } from '../../test/input-fields';
import { MISFIT_UPLOADS, UNREADABLE_FORMS } from '../../test/multipart-bodies';
import { bearer, DEMO, tokenFor, userIdOf } from '../../test/sessions';

/** A route with every kind of position, so the walk reaches each kind before a feature has one. */
const FIXTURE = '/api/input-walk-fixture';
const fixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/input-walk-fixture/:thingId',
    {
      schema: {
        params: z.object({ thingId: Id }),
        querystring: z.object({
          other_id: Id.optional(),
          note: singleLineText(z.string().max(50)).optional(),
        }),
        body: z.object({
          items: z.array(z.object({ product_id: Id, amount: z.number().int().min(1).max(9) })).max(5),
          description: multiLineText(z.string().max(2000)),
        }),
      },
    },
    async () => ({ ok: true }),
  );
};

const BAD_IDS: ReadonlyArray<{ label: string; value: unknown; raw?: string }> = [
  { label: '0', value: 0 },
  { label: '-1', value: -1 },
  { label: '1.5', value: 1.5 },
  { label: '2147483648', value: 2147483648 },
  { label: '9007199254740993', value: 9007199254740992, raw: '9007199254740993' },
  { label: '"1e309"', value: '1e309' },
];
const BAD_NUMBERS = BAD_IDS.slice(-2);

/** Texts Number() reads as the id `id`, none of them its one spelling (plain digits). */
const lenientSpellings = (id: number): ReadonlyArray<{ label: string; value: string }> =>
  [
    `0x${id.toString(16)}`,
    `0b${id.toString(2)}`,
    `${id}e0`,
    `${id}.0`,
    ` ${id}`,
    `${id}\n`,
    `0${id}`,
    `+${id}`,
  ].map((value) => ({ label: JSON.stringify(value), value }));
const BAD_TEXTS = [
  { label: 'NUL', value: 'walk\u0000walk' },
  { label: '100 KB', value: 'w'.repeat(100 * 1024) },
];

interface Caller {
  headers: { authorization: string };
  userId: number;
  storeId: number;
}

let t: TestApp;
const callers = {} as Record<Role, Caller>;
beforeAll(async () => {
  t = await buildTestApp({
    // The walk sends the public notification route hundreds of refused bodies from one address:
    // its per-client limit (tested on its own) would answer 429 before the input is read.
    env: { PAYMENT_NOTIFICATION_FAILURES_PER_IP: '100000' },
    extend: (app) => app.register(fixtureRoutes, { prefix: '/api' }),
  });
  const make = async (email: string, storeId: number): Promise<Caller> => ({
    headers: bearer(await tokenFor(t.app, email)),
    userId: await userIdOf(t.app, email),
    storeId,
  });
  callers.USER = await make(DEMO.shopper, DEMO.jakartaStoreId);
  callers.STORE_ADMIN = await make(DEMO.jakartaAdmin, DEMO.jakartaStoreId);
  callers.SUPER_ADMIN = await make(DEMO.superAdmin, DEMO.jakartaStoreId);
});
afterAll(() => t.close());

/** A verified caller the route lets in (a shopper on public routes, whose ids need a session). */
const callerOf = (route: RouteEntry): Caller => callers[route.access.roles?.[0] ?? 'USER'];

const ID_NAME = /^id$|Id$|_id$/;

/** Every field of every route of the app, with the caller that route lets in. */
function* everyRouteField() {
  for (const route of t.app.routeTable) {
    const caller = callerOf(route);
    for (const field of positionsOf(route, caller).fields) yield { route, caller, field };
  }
}

/** The fields of a route, with path params its schema does not name and the ids the guard reads. */
function positionsOf(route: RouteEntry, caller: Caller) {
  const { fields, valid } = inputFieldsOf(route.inputs, caller);
  const named = (source: Source, name: string) =>
    fields.some((f) => f.source === source && f.path.length === 1 && f.path[0] === name);
  for (const [, name] of route.url.matchAll(/:([A-Za-z_]+)/g)) {
    if (named('params', name!)) continue;
    fields.push({
      source: 'params',
      path: [name!],
      kind: ID_NAME.test(name!) ? 'id' : 'text',
      required: true,
      sample: '1',
    });
    valid.params[name!] = name === 'userId' ? caller.userId : name === 'storeId' ? caller.storeId : 1;
  }
  const guarded = [
    ['user_id', route.access.checks.userId],
    ['store_id', route.access.checks.storeId],
  ] as const;
  for (const [name, checked] of guarded) {
    if (!checked) continue;
    const sources: Source[] = route.hasBody ? ['querystring', 'body'] : ['querystring'];
    for (const source of sources) {
      if (!named(source, name))
        fields.push({ source, path: [name], kind: 'id', required: false, sample: undefined });
    }
  }
  return { fields, valid };
}

function urlOf(
  route: RouteEntry,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
  raw?: string,
) {
  const path = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    return encodeURIComponent(value === RAW ? raw! : String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, value === RAW ? raw! : String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Stands for a value sent as raw JSON digits (beyond what a JS number can hold exactly). */
const RAW = '\u0001raw';

async function send(route: RouteEntry, caller: Caller, field: InputField, value: unknown, raw?: string) {
  const { valid } = positionsOf(route, caller);
  const put = raw ? RAW : value;
  const params = field.source === 'params' ? withValueAt(valid.params, field.path, put) : valid.params;
  const query =
    field.source === 'querystring' ? withValueAt(valid.querystring, field.path, put) : valid.querystring;
  const body = field.source === 'body' ? withValueAt(valid.body, field.path, put) : valid.body;
  const sendsBody = route.hasBody || field.source === 'body';
  let payload = sendsBody ? JSON.stringify(body) : undefined;
  if (payload && raw) payload = payload.replace(JSON.stringify(RAW), raw);
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route, params, query, raw),
    headers: { ...caller.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });
  let message: unknown;
  try {
    message = (res.json() as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  return { status: res.statusCode, message };
}

/** The value a valid request holds at a field (the caller's own ids for the guarded names). */
function validValueAt(route: RouteEntry, caller: Caller, field: InputField): unknown {
  let node: unknown = positionsOf(route, caller).valid[field.source];
  for (const key of field.path) node = (node as Record<string, unknown> | undefined)?.[key];
  if (node !== undefined) return node;
  const name = field.path[field.path.length - 1];
  return name === 'user_id' ? caller.userId : name === 'store_id' ? caller.storeId : field.sample;
}

const where = (field: InputField) => [field.source, ...field.path].join('.');

describe('every field of every route, sent bad values', () => {
  it('finds the positions of each kind, including those of routes added later', () => {
    const found = t.app.routeTable.flatMap((route) =>
      positionsOf(route, callerOf(route)).fields.map(
        (f) => `${route.method} ${route.url} ${where(f)} ${f.kind}`,
      ),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/cart/quantity body.cart_item_id id',
        'DELETE /api/cart/:userId/:cartItemId params.cartItemId id',
        'POST /api/auth/register body.referral_code text',
        'GET /api/users/products/:storeId querystring.search text',
        'GET /api/users/products/:storeId querystring.page number',
        `POST ${FIXTURE}/:thingId params.thingId id`,
        `POST ${FIXTURE}/:thingId querystring.other_id id`,
        `POST ${FIXTURE}/:thingId body.items.0.product_id id`,
        `POST ${FIXTURE}/:thingId body.description text`,
      ]),
    );
  });

  it(
    'answers every bad id, number and text with a 4xx and a message, never a 5xx',
    { timeout: 300_000 },
    async () => {
      const problems: string[] = [];
      let sent = 0;
      for (const { route, caller, field } of everyRouteField()) {
        const values =
          field.kind === 'id'
            ? BAD_IDS
            : field.kind === 'number'
              ? BAD_NUMBERS
              : field.kind === 'text'
                ? BAD_TEXTS
                : [];
        for (const bad of values) {
          const res = await send(route, caller, field, bad.value, 'raw' in bad ? bad.raw : undefined);
          sent += 1;
          const ok =
            res.status >= 400 &&
            res.status < 500 &&
            typeof res.message === 'string' &&
            res.message.length > 0;
          if (!ok)
            problems.push(
              `${route.method} ${route.url} ${where(field)} = ${bad.label}: ${res.status} ${String(res.message)}`,
            );
        }
      }
      expect(sent).toBeGreaterThan(100);
      expect(problems).toEqual([]);
    },
  );

  it(
    'refuses every id spelt other than as plain digits with 400, wherever the id is',
    { timeout: 300_000 },
    async () => {
      const problems: string[] = [];
      let sent = 0;
      for (const { route, caller, field } of everyRouteField()) {
        // A text id (Midtrans's order_id) is the gateway's, not a record of ours read as a number.
        const id = field.kind === 'id' ? validValueAt(route, caller, field) : undefined;
        if (typeof id !== 'number') continue;
        for (const spelling of lenientSpellings(id)) {
          const res = await send(route, caller, field, spelling.value);
          sent += 1;
          if (res.status !== 400 || typeof res.message !== 'string')
            problems.push(
              `${route.method} ${route.url} ${where(field)} = ${spelling.label}: ${res.status} ${String(res.message)}`,
            );
        }
      }
      expect(sent).toBeGreaterThan(500);
      expect(problems).toEqual([]);
    },
  );

  it('answers form data it cannot read, and bodies that are not form data, on every upload route with a 4xx', async () => {
    const uploads = t.app.routeTable.filter((route) => route.multipart);
    expect(uploads.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'PATCH /api/products/images/:imageId',
        'PATCH /api/store-admin/discounts/image/:id',
        'POST /api/order/payment/:userId/:orderId',
        'POST /api/products',
        'POST /api/store-admin/discounts/:storeId',
        'PUT /api/profile/image/:userId',
        'PUT /api/refunds/store/:storeId/:refundId/paid',
      ]),
    );
    const problems: string[] = [];
    for (const route of uploads) {
      const caller = callerOf(route);
      const url = urlOf(route, positionsOf(route, caller).valid.params, {});
      for (const form of [...UNREADABLE_FORMS, ...MISFIT_UPLOADS]) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...caller.headers, 'content-type': form.contentType },
          payload: form.body,
        });
        const message = (res.json() as { message?: unknown }).message;
        if (res.statusCode < 400 || res.statusCode >= 500 || typeof message !== 'string' || !message)
          problems.push(`${route.method} ${url} ${form.label}: ${res.statusCode} ${String(message)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
