import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@lumbung/contracts';
import type { RouteEntry } from './app';
import { fileApp } from '../test/file-app';
import { DEMO, tokenFor, userIdOf } from '../test/sessions';

const t = fileApp();
/** Who sends the bad input: a visitor, and each role with its own ids in the path. */
interface Sender {
  name: string;
  headers: Record<string, string>;
  userId: string;
  storeId: string;
}
const senders: Sender[] = [];

beforeAll(async () => {
  senders.push({ name: 'a visitor', headers: {}, userId: '1', storeId: '1' });
  for (const [name, email, storeId] of [
    ['a shopper', DEMO.shopper, DEMO.jakartaStoreId],
    ['a store admin', DEMO.jakartaAdmin, DEMO.jakartaStoreId],
    ['a super admin', DEMO.superAdmin, DEMO.bandungStoreId],
  ] as const) {
    senders.push({
      name,
      headers: { authorization: `Bearer ${await tokenFor(t.app, email)}` },
      userId: String(await userIdOf(t.app, email)),
      storeId: String(storeId),
    });
  }
});

/** Walks grow with every route the features add: give them room. */
const WALK_TIMEOUT = 180_000;

const BAD_PARAMS = ['abc', '-1', '0', '1.5', '99999999999999999999', "1' or '1'='1", '%00'];
const BAD_BODIES: Array<{ contentType: string; payload: string }> = [
  { contentType: 'application/json', payload: '{"unterminated":' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  {
    contentType: 'application/json',
    payload: JSON.stringify({ user_id: 'x', page: -1, email: 5, price: 1.5 }),
  },
  { contentType: 'text/plain', payload: 'hello' },
];

/** Bodies a route may accept or refuse (all fields optional, extra fields): never a 5xx. */
const ODD_BODIES = [
  { page: -1, email: 5, price: 1.5, quantity: 1e308 },
  { note: 'x'.repeat(100_000) },
  { user_id: null, store_id: null, nested: { deep: [[[]]] } },
];

/** Fills every `:param` of a route with the given value. */
const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value));
/** Fills the sender's own :userId and :storeId (so the call gets past ownership) and the rest with a value. */
const fillAs = (url: string, sender: Sender, value: string) =>
  fill(
    url
      .replace(/:userId(?![A-Za-z0-9_])/g, sender.userId)
      .replace(/:storeId(?![A-Za-z0-9_])/g, sender.storeId),
    value,
  );
const label = (route: RouteEntry, sender: Sender, input: string) =>
  `${route.method} ${route.url} from ${sender.name} with ${input}`;

describe('every API route, whatever it is sent, by whoever sends it', () => {
  it('knows its routes', () => {
    expect(t.app.routeTable.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/health');
  });

  it(
    'answers bad path parameters with a 4xx and a message, never a 5xx',
    { timeout: WALK_TIMEOUT },
    async () => {
      for (const sender of senders) {
        for (const route of t.app.routeTable.filter((r) => r.url.includes(':'))) {
          for (const value of BAD_PARAMS) {
            // With the sender's own ids the bad value lands in the route's other params, past ownership.
            const urls = [fill(route.url, value)];
            if (/:(?!userId(?![A-Za-z0-9_])|storeId(?![A-Za-z0-9_]))[A-Za-z_]+/.test(route.url)) {
              urls.push(fillAs(route.url, sender, value));
            }
            for (const url of urls) {
              const res = await t.app.inject({ method: route.method as 'GET', url, headers: sender.headers });
              expect(res.statusCode, label(route, sender, `${url}`)).toBeLessThan(500);
              expect(res.statusCode, label(route, sender, `${url}`)).toBeGreaterThanOrEqual(400);
              expect(ErrorBody.safeParse(res.json()).success).toBe(true);
            }
          }
        }
      }
    },
  );

  it(
    'answers malformed bodies with a 4xx and a message, never a 5xx',
    { timeout: WALK_TIMEOUT },
    async () => {
      for (const sender of senders) {
        for (const route of t.app.routeTable.filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
          for (const body of BAD_BODIES) {
            const res = await t.app.inject({
              method: route.method as 'POST',
              url: fillAs(route.url, sender, '1'),
              headers: { ...sender.headers, 'content-type': body.contentType },
              payload: body.payload,
            });
            expect(res.statusCode, label(route, sender, body.payload)).toBeLessThan(500);
            expect(res.statusCode, label(route, sender, body.payload)).toBeGreaterThanOrEqual(400);
            expect(ErrorBody.safeParse(res.json()).success).toBe(true);
          }
          for (const payload of ODD_BODIES) {
            const res = await t.app.inject({
              method: route.method as 'POST',
              url: fillAs(route.url, sender, '1'),
              headers: sender.headers,
              payload,
            });
            expect(res.statusCode, label(route, sender, JSON.stringify(payload).slice(0, 80))).toBeLessThan(
              500,
            );
          }
        }
      }
    },
  );

  it('answers bad query strings on lists with a 4xx, never a 5xx', { timeout: WALK_TIMEOUT }, async () => {
    const queries = [
      'page=0&pageSize=100000&sortField=password&sortOrder=sideways',
      'page=abc&search=%27%3B%20drop%20table%20users%3B--&category=-1',
      'search=' + 'x'.repeat(5000),
    ];
    for (const sender of senders) {
      for (const route of t.app.routeTable.filter((r) => r.method === 'GET')) {
        for (const query of queries) {
          const res = await t.app.inject({
            method: 'GET',
            url: `${fillAs(route.url, sender, '1')}?${query}`,
            headers: sender.headers,
          });
          expect(res.statusCode, label(route, sender, query.slice(0, 80))).toBeLessThan(500);
        }
      }
    }
  });
});
