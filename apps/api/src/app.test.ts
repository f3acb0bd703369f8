import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@lumbung/contracts';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

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

/** Fills every `:param` of a route with the given value. */
const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, encodeURIComponent(value));

describe('every API route, whatever it is sent', () => {
  it('knows its routes', () => {
    expect(t.app.routeTable.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/health');
  });

  it('answers bad path parameters with a 4xx and a message, never a 5xx', async () => {
    for (const route of t.app.routeTable.filter((r) => r.url.includes(':'))) {
      for (const value of BAD_PARAMS) {
        const res = await t.app.inject({ method: route.method as 'GET', url: fill(route.url, value) });
        expect(res.statusCode, `${route.method} ${route.url} with ${value}`).toBeLessThan(500);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(ErrorBody.safeParse(res.json()).success).toBe(true);
      }
    }
  });

  it('answers malformed bodies with a 4xx and a message, never a 5xx', async () => {
    for (const route of t.app.routeTable.filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
      for (const body of BAD_BODIES) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fill(route.url, '1'),
          headers: { 'content-type': body.contentType },
          payload: body.payload,
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${body.payload}`).toBeLessThan(500);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(ErrorBody.safeParse(res.json()).success).toBe(true);
      }
    }
  });

  it('answers bad query strings on lists with a 4xx, never a 5xx', async () => {
    for (const route of t.app.routeTable.filter((r) => r.method === 'GET')) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${fill(route.url, '1')}?page=0&pageSize=100000&sortField=password&sortOrder=sideways`,
      });
      expect(res.statusCode, `GET ${route.url}`).toBeLessThan(500);
    }
  });
});
