import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from './client';

/**
 * A real full disk: a small tmpfs mounted for the test (root only, as on CI). The embedded
 * database must stop with the cause instead of spinning, refuse to start while the disk is full,
 * and open with every committed row once space is back.
 */
const root = mkdtempSync(join(tmpdir(), 'lumbung-full-disk-'));
const mount = (size: string, remount = false) =>
  execFileSync('mount', ['-t', 'tmpfs', '-o', `${remount ? 'remount,' : ''}size=${size}`, 'tmpfs', root]);
const mountable = (() => {
  if (process.getuid?.() !== 0) return false;
  try {
    mount('192m');
    return true;
  } catch {
    return false;
  }
})();

/** Writes a file over every byte the tmpfs has left. */
function fillDisk() {
  const fd = openSync(join(root, 'ballast'), 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

afterAll(() => {
  // Lazily: a database thread that still holds a file must not keep the tmpfs mounted.
  if (mountable) execFileSync('umount', ['-l', root]);
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(!mountable)('the embedded database on a full disk', () => {
  const dataDir = join(root, 'data');
  let database: Database;
  let committed = 0;

  beforeAll(async () => {
    mkdirSync(dataDir);
    database = await openDatabase({ dataDir });
    await database.db.execute(sql`create table filler (words text storage plain)`);
  }, 120_000);

  it('stops with the cause when the disk fills, and answers at once from then on', async () => {
    // 100 rows of 6.4 kB that does not compress, kept in the table's own pages.
    const insert = () =>
      database.db.execute(
        sql`insert into filler (words)
            select w.s from generate_series(1, 100) g(n),
            lateral (select string_agg(md5(random()::text || g.n || x), '') as s from generate_series(1, 200) x) w`,
      );
    // Room in the table that new rows take without growing its files, so that the write-ahead
    // log is what runs out of disk first: a new WAL file cannot be made, and PostgreSQL panics.
    for (let i = 0; i < 64; i++) await insert();
    await database.db.execute(sql`delete from filler`);
    await database.db.execute(sql`vacuum (truncate false) filler`);
    fillDisk();

    let refusal: Error | undefined;
    while (!refusal) {
      try {
        await insert();
        committed += 1;
      } catch (error) {
        refusal = error as Error;
      }
    }
    expect(String((refusal as Error & { cause?: unknown }).cause)).toMatch(/No space left on device/);
    // The next statement is refused at once, instead of waiting on a thread that spins.
    const next = await Promise.race([
      database.db.execute(sql`select 1`).then(
        () => 'answered',
        () => 'refused',
      ),
      new Promise((resolve) => setTimeout(() => resolve('no answer within 5 s'), 5000)),
    ]);
    expect(next).toBe('refused');
    const reason = await database.failure;
    expect(reason.message).toMatch(
      new RegExp(
        `^The embedded database in ${join(dataDir, 'pglite')} stopped: .*No space left on device\\. ` +
          `Free some space on the disk that holds ${join(dataDir, 'pglite')}, then start LUMBUNG again\\.`,
      ),
    );
    await database.close();
  }, 240_000);

  it('refuses to start while the disk is full, saying so', async () => {
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      new RegExp(
        `^The disk that holds the embedded database in ${join(dataDir, 'pglite')} is full \\(\\d+ MB free; ` +
          'it needs at least 64 MB to start\\)\\. Free some space there, then start LUMBUNG again',
      ),
    );
  });

  it('opens with every committed row once there is space again', async () => {
    mount('512m', true);
    const reopened = await openDatabase({ dataDir });
    try {
      const rows = await queryRows<{ n: number }>(reopened.db, sql`select count(*)::int as n from filler`);
      expect(rows).toEqual([{ n: committed * 100 }]);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
