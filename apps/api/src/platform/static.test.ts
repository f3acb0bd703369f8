import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { EMOJI_PICTURE_SIZE } from './emoji-pictures';

const web = mkdtempSync(join(tmpdir(), 'lumbung-web-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>LUMBUNG</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'index-a1b2c3.js'), 'console.log(1)');
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ env: { WEB_DIST_DIR: web } });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html for every client route, revalidated each time', async () => {
    for (const url of ['/about-page', '/admin-super/users?page=2', '/checkout/12', '/auth/login-page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>LUMBUNG</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('makes the storefront pages per request, with their first answers, for this browser only', async () => {
    for (const url of ['/', '/products-page?page=2', '/products-page/1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>LUMBUNG</title>');
      expect(res.body).toContain('<script type="application/json" id="preloaded-answers">');
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 JSON for a missing file and for an unknown API path, never the app', async () => {
    for (const url of ['/assets/missing-123.js', '/api/nope', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toMatch(/not found/);
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('draws a demo picture as a PNG from the emoji package, cached for a year', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/media/emoji/1f34e.png' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
      'png',
      EMOJI_PICTURE_SIZE,
      EMOJI_PICTURE_SIZE,
      true,
    ]);
    // A red apple: the middle of the picture is red, its corner transparent.
    const { data, info } = await sharp(first.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ];
    const [r, g, b, a] = pixel(EMOJI_PICTURE_SIZE / 2, (EMOJI_PICTURE_SIZE * 2) / 3);
    expect(r).toBeGreaterThan(150);
    expect(g! + b!).toBeLessThan(r!);
    expect(a).toBe(255);
    expect(pixel(0, 0)[3]).toBe(0);
    const again = await t.app.inject({ method: 'GET', url: '/media/emoji/1f34e.png' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // The package's SVG stays where it was (pictures saved before the PNGs keep working).
    const svg = await t.app.inject({ method: 'GET', url: '/media/emoji/1f34e.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers 404 JSON for an emoji the package does not have and for names that are not emoji', async () => {
    for (const url of [
      '/media/emoji/fffff.png',
      '/media/emoji/..%2Fpackage.png',
      '/media/emoji/1F34E.png',
      '/media/emoji/x.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json().message, url).toMatch(/not found/);
    }
  });

  it('does not serve files outside the emoji folder through the picture route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/emoji/..%2Fpackage.json' });
    expect(res.statusCode).toBe(404);
  });
});
