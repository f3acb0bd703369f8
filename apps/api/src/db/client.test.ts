import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, takeDirectoryLock, type Database } from './client';

const dir = mkdtempSync(join(tmpdir(), 'lumbung-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('directory lock of the embedded database', () => {
  it('refuses a lock held by another live process', () => {
    const lock = join(dir, 'a.lock');
    writeFileSync(lock, '1'); // pid 1 always runs
    expect(() => takeDirectoryLock(lock)).toThrow(/in use by process 1\b/);
  });

  it('refuses a second owner in this process, and frees the lock on release', () => {
    const lock = join(dir, 'c.lock');
    const release = takeDirectoryLock(lock);
    expect(() => takeDirectoryLock(lock)).toThrow(/in use by process \d+ \(this one\)/);
    release();
    takeDirectoryLock(lock)();
  });

  it('takes over a lock left behind by a process that no longer runs', () => {
    const lock = join(dir, 'b.lock');
    writeFileSync(lock, '999999999');
    const release = takeDirectoryLock(lock);
    release();
  });
});

describe('embedded database on disk', () => {
  it('keeps data across a close and reopen, and migrates idempotently', async () => {
    const dataDir = join(dir, 'data');
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.execute(sql`insert into app_meta (key, value, updated_at) values ('probe', '1', 1)`);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    const rows = await queryRows(second.db, sql`select value from app_meta where key = 'probe'`);
    expect(rows).toEqual([{ value: 1 }]);
    await second.close();
  }, 60_000);
});

describe('session settings (db/session-settings.ts)', () => {
  const costs = async (database: Database, sessions: number) => {
    try {
      // Concurrent and held for a moment, so a pool answers them on as many connections.
      const rows = await Promise.all(
        Array.from({ length: sessions }, () =>
          queryRows<{ cost: string; pid: number }>(
            database.db,
            sql`select current_setting('random_page_cost') as cost, pg_backend_pid() as pid, pg_sleep(0.05)`,
          ),
        ),
      );
      return rows.map(([row]) => row!);
    } finally {
      await database.close();
    }
  };

  it('plans with the page cost of a cached database on PGlite, on this thread or its own', async () => {
    const here = await costs(await openDatabase({ pglite: await PGlite.create() }), 1);
    expect(here.map((row) => row.cost)).toEqual(['1.1']);
    const own = await costs(await openDatabase({ dataDir: join(dir, 'settings') }), 1);
    expect(own.map((row) => row.cost)).toEqual(['1.1']);
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sets it on every connection of the PostgreSQL pool',
    async () => {
      const rows = await costs(
        await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, poolSize: 3 }),
        3,
      );
      expect(new Set(rows.map((row) => row.pid)).size).toBe(3);
      expect(rows.map((row) => row.cost)).toEqual(['1.1', '1.1', '1.1']);
    },
  );
});
