import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { COMPRESS_MIN_BYTES } from './compression';

// A built web app as the build leaves it: each text asset with its .br and .gz beside it.
const web = mkdtempSync(join(tmpdir(), 'lumbung-web-compressed-'));
const script = `console.log(${JSON.stringify('LUMBUNG '.repeat(400))});`;
const html = `<!doctype html><title>LUMBUNG</title><div id="root"></div><!-- ${'x'.repeat(2000)} -->`;
const withCompressed = (path: string, body: string) => {
  writeFileSync(path, body);
  writeFileSync(`${path}.br`, brotliCompressSync(body));
  writeFileSync(`${path}.gz`, gzipSync(body));
};

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  withCompressed(join(web, 'index.html'), html);
  withCompressed(join(web, 'assets', 'index-a1b2c3.js'), script);
  t = await buildTestApp({ env: { WEB_DIST_DIR: web } });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('compressed web assets (made at build time)', () => {
  it('sends the brotli file to a browser that accepts it, cached for a year, varying on Accept-Encoding', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('sends index.html compressed for every client route, revalidated each time', async () => {
    for (const url of ['/about-page', '/checkout/12']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });
});

describe('compressed storefront pages (made per request)', () => {
  it('compresses the page with its first answers as the browser accepts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    const page = brotliDecompressSync(res.rawPayload).toString();
    expect(page.startsWith(html)).toBe(true);
    expect(page).toContain('<script type="application/json" id="preloaded-answers">');
  });
});

describe('compressed API answers', () => {
  it(`compresses a JSON answer above ${COMPRESS_MIN_BYTES} bytes with brotli or gzip`, async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/users/products/1?pageSize=20' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/users/products/1?pageSize=20',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({
      method: 'GET',
      url: '/api/users/products/1?pageSize=20',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().message).toMatch(/not found/);
  });
});
