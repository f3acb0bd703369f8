import { describe, expect, it } from 'vitest';
import { baseUrl as serverUrl } from './support/browser';
import { BRAND } from '@lumbung/contracts';

/** The production server itself: API basics, the SPA fallback, caching, the OpenAPI document. */

const baseUrl = serverUrl();
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function get(path: string, init?: RequestInit) {
  return fetch(`${baseUrl}${path}`, { redirect: 'follow', ...init });
}

/** Every error answer of the API: JSON with a message in plain words. */
async function expectErrorBody(response: Response, context: string) {
  expect(response.headers.get('content-type') ?? '', `${context}: content type`).toMatch(/application\/json/);
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message, `${context}: message in ${JSON.stringify(body)}`).toBe('string');
  expect((body.message as string).trim().length, `${context}: empty message`).toBeGreaterThan(0);
  return body;
}

describe('API basics', () => {
  it('GET /api/health answers ok for the API and the database', async () => {
    const response = await get('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it.each([
    ['GET', '/api/no-such-thing'],
    ['GET', '/api'],
    ['GET', '/api/health/extra/segments'],
    ['POST', '/api/no-such-thing'],
    ['DELETE', '/api/cart/no/such/route/here'],
  ])(
    'an unknown API path (%s %s) answers 404 JSON with a message, never the web page',
    async (method, path) => {
      const response = await get(path, {
        method,
        ...(method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
      });
      expect(response.status).toBe(404);
      const body = await expectErrorBody(response, `${method} ${path}`);
      expect(body).toHaveProperty('code');
    },
  );

  it('a malformed URL answers 400 with a message', async () => {
    const response = await get('/api/health/%E0%A4%A');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await expectErrorBody(response, 'malformed URL');
  });
});

describe('the web app from the same server', () => {
  it('a deep link such as /about-page is answered with the app (SPA fallback), not cached', async () => {
    const response = await get('/about-page');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).toContain(`<title>${BRAND}</title>`);
  });

  it('index.html is revalidated and the hashed assets it loads are cached for a year', async () => {
    // The storefront's pages are made per visit with their first answers: this browser's only.
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('private, no-cache');
    const index = await get('/about-page');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const html = await index.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length, 'index.html loads no /assets/ file').toBeGreaterThan(0);
    const script = assets.find((a) => a.endsWith('.js'));
    expect(script, 'index.html loads no script from /assets/').toBeDefined();
    for (const asset of assets) {
      // A content hash in the name is what makes a year-long cache safe.
      expect(asset, `${asset} has no content hash`).toMatch(/[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/);
      const response = await get(asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe(IMMUTABLE);
    }
  });

  it('a missing asset is a 404, not the web page', async () => {
    const response = await get('/assets/no-such-file-0123abcd.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
  });
});

describe('API documentation', () => {
  it('/api/docs answers an HTML page', async () => {
    const response = await get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/<html/i);
  });

  it('/api/docs/json is an OpenAPI document that lists /api/health', async () => {
    const response = await get('/api/docs/json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi?: string;
      info?: { title?: string };
      paths?: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info?.title).toContain(BRAND);
    expect(Object.keys(doc.paths ?? {})).toContain('/api/health');
    expect(doc.paths?.['/api/health']).toHaveProperty('get');
  });
});
