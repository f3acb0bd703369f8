import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { lockOwner, openDatabase, queryRows, takeDirectoryLock, type Database } from './client';

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

  it('names its owner by pid, start time and boot, and refuses a lock of that same process', () => {
    const lock = join(dir, 'd.lock');
    const owner = lockOwner(1);
    expect(owner.started).toMatch(/^\d+$/);
    expect(owner.boot).toMatch(/^[0-9a-f-]{36}$/);
    writeFileSync(lock, JSON.stringify(owner));
    expect(() => takeDirectoryLock(lock)).toThrow(/in use by process 1\b/);
    const release = takeDirectoryLock(join(dir, 'e.lock'));
    expect(JSON.parse(readFileSync(join(dir, 'e.lock'), 'utf8'))).toEqual(lockOwner(process.pid));
    release();
  });

  it('takes over a lock whose pid now belongs to another process (another start time or boot)', () => {
    const lock = join(dir, 'f.lock');
    const owner = lockOwner(1);
    writeFileSync(lock, JSON.stringify({ ...owner, started: String(Number(owner.started) + 1) }));
    takeDirectoryLock(lock)();
    writeFileSync(lock, JSON.stringify({ ...owner, boot: '00000000-0000-0000-0000-000000000000' }));
    takeDirectoryLock(lock)();
    // Cut short by a crash while it was written.
    writeFileSync(lock, '{"pid":');
    takeDirectoryLock(lock)();
  });

  it('takes over a pid-only lock whose pid now belongs to a process that started after it', async () => {
    const lock = join(dir, 'g.lock');
    // A process that started now, holding a pid that a lock written an hour ago names.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    await new Promise((resolve) => other.once('spawn', resolve));
    try {
      writeFileSync(lock, String(other.pid));
      const anHourAgo = new Date(Date.now() - 3600_000);
      utimesSync(lock, anHourAgo, anHourAgo);
      takeDirectoryLock(lock)();
      // Written after it started: that process may well own it.
      writeFileSync(lock, String(other.pid));
      expect(() => takeDirectoryLock(lock)).toThrow(new RegExp(`in use by process ${other.pid}\\b`));
    } finally {
      other.kill();
    }
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
