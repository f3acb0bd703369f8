import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HealthResponse } from '@lumbung/contracts';
import { fileApp } from '../../../test/file-app';
import { HEALTH_DB_LIMIT_MS } from './health.routes';

const t = fileApp();

describe('GET /api/health', () => {
  it('answers ok after a real query reached the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(HealthResponse.parse(res.json())).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 within seconds when the database does not answer', async () => {
    // Every connection (PostgreSQL's pool) or the one session (PGlite) held by a transaction
    // that waits: select 1 queues behind them.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: 20 }, () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      }),
    );
    try {
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'The database does not answer.', code: 'DB_DOWN' });
      expect(Date.now() - started).toBeLessThan(HEALTH_DB_LIMIT_MS + 2000);
    } finally {
      release();
      await Promise.all(holders);
    }
    const again = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(again.statusCode).toBe(200);
  }, 20_000);

  it('is listed in the OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('serves the OpenAPI UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
