import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statfsSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteThread } from './pglite-thread';
import { PGLITE_EXTENSIONS } from './pglite-thread.protocol';
import * as schema from './schema';
import { SESSION_SETTINGS } from './session-settings';

export { PGLITE_EXTENSIONS };

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle passed to functions that must run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Settles with the reason if the database stops by itself and cannot answer again (the embedded
   * one after a PANIC, such as a full disk); never for PostgreSQL, whose pool reconnects.
   */
  failure: Promise<Error>;
}

/** Where the migrations are: beside this file in the source, beside the bundle in dist. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenDatabaseOptions =
  { databaseUrl: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite: in a directory on a thread
 * of its own (the app), or a PGlite the caller made (tests: in memory, on this thread).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize);
  if ('pglite' in options) {
    // The thread of the directory's database sets them itself, before its first answer.
    await options.pglite.exec(SESSION_SETTINGS);
    return wrapPglite(options.pglite, () => undefined, NEVER);
  }
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const releaseLock = takeDirectoryLock(join(options.dataDir, 'pglite.lock'));
  let client: PgliteThread | undefined;
  try {
    requireFreeSpace(dir);
    client = new PgliteThread(dir);
    await openedInTime(client, dir);
    return wrapPglite(client, releaseLock, client.failure);
  } catch (error) {
    await client?.close().catch(() => undefined);
    releaseLock();
    throw error instanceof OpenRefusal ? error : notOpened(dir, error);
  }
}

const NEVER = new Promise<Error>(() => undefined);

/** Below this, PostgreSQL cannot begin a new WAL file (16 MB) and stops at its first writes. */
export const MIN_FREE_BYTES = 64 * 1024 * 1024;

/** How long PGlite may take to open its directory (recovery after a crash included). */
const OPEN_LIMIT_MS = 120_000;

/** A refusal that already says what is wrong and what to do. */
class OpenRefusal extends Error {}

/**
 * PGlite opening on a full disk spins without an answer or an error: the space is checked first,
 * so a start says why it cannot go on.
 */
function requireFreeSpace(dir: string) {
  const { bavail, bsize } = statfsSync(dir);
  const free = bavail * bsize;
  if (free < MIN_FREE_BYTES) {
    const mb = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;
    throw new OpenRefusal(
      `The disk that holds the embedded database in ${dir} is full (${mb(free)} free; it needs at ` +
        `least ${mb(MIN_FREE_BYTES)} to start). Free some space there, then start LUMBUNG again; ` +
        'nothing committed is lost.',
    );
  }
}

async function openedInTime(client: PgliteThread, dir: string) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () =>
        fail(
          new OpenRefusal(
            `The embedded database in ${dir} did not open within ${OPEN_LIMIT_MS / 1000} s. ` +
              'Check that its disk has space and answers, then start LUMBUNG again.',
          ),
        ),
      OPEN_LIMIT_MS,
    );
  });
  try {
    await Promise.race([client.waitReady, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * PGlite reports a damaged directory as "Aborted(). Build with -sASSERTIONS ...": the message
 * names the directory and what an operator can do.
 */
function notOpened(dir: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  const cause = message.startsWith('Aborted()')
    ? 'PostgreSQL stopped while reading its files (damaged or missing files)'
    : message.replace(/\.$/, '');
  return new Error(
    `The embedded database in ${dir} could not be opened: ${cause}. ` +
      'Restore that directory from a backup, or move it away to start afresh with a new database.',
    { cause: error },
  );
}

function wrapPglite(client: PGlite | PgliteThread, onClose: () => void, failure: Promise<Error>): Database {
  // The thread offers what Drizzle's PGlite driver calls: query, transaction (and exec, listen).
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
    failure,
  };
}

async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    // pg-pool waits for it before a new connection serves its first query; if it fails, the
    // connection is closed and that query gets the error. (@types/pg types the hook as returning
    // void; pg-pool awaits what it returns.)
    onConnect: async (client) => {
      await client.query(SESSION_SETTINGS);
    },
  });
  // A broken idle connection must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates while the others wait on the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
    failure: NEVER,
  };
}

/**
 * Only one process may open a PGlite directory: a second one would corrupt it. The lock file
 * names its owner by pid, the time that process started and the machine's boot: a pid alone is
 * reused (after a crash and a restart of the container, another process may have it), so a lock
 * whose pid now runs a process that started at another time, or in another boot, is taken over.
 * A lock holding only a pid (written by an older version) is taken over when that pid's process
 * started after the lock was written.
 */
export function takeDirectoryLock(lockPath: string): () => void {
  if (heldLocks.has(lockPath)) {
    throw new Error(
      `The embedded database at ${lockPath.replace(/pglite\.lock$/, '')} is in use by process ${process.pid} (this one).`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify(lockOwner(process.pid)));
      closeSync(fd);
      heldLocks.add(lockPath);
      return () => {
        heldLocks.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLockOwner(readFileSync(lockPath, 'utf8'), statSync(lockPath).mtimeMs);
      if (owner && owner.pid !== process.pid && stillRuns(owner)) {
        throw new Error(
          `The embedded database at ${lockPath.replace(/pglite\.lock$/, '')} is in use by process ${owner.pid}. ` +
            'Stop that process first, use another DATA_DIR, or set DATABASE_URL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

const heldLocks = new Set<string>();

/** Who holds a lock: null for what the system cannot tell (no /proc). */
export interface LockOwner {
  pid: number;
  started: string | null;
  boot: string | null;
  /** Old locks: when the lock was written (ms since 1970), to be compared with the pid's start. */
  writtenAt?: number;
}

export function lockOwner(pid: number): LockOwner {
  return { pid, started: processStart(pid), boot: bootId() };
}

function readLockOwner(text: string, writtenAt: number): LockOwner | null {
  const pid = Number(text.trim());
  if (Number.isInteger(pid) && pid > 0) return { pid, started: null, boot: null, writtenAt };
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isInteger(owner.pid) || (owner.pid as number) <= 0) return null;
    return { pid: owner.pid as number, started: owner.started ?? null, boot: owner.boot ?? null };
  } catch {
    // A lock cut short by a crash while it was written: nobody owns it.
    return null;
  }
}

function stillRuns(owner: LockOwner): boolean {
  if (!isRunning(owner.pid)) return false;
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return false;
  const started = processStart(owner.pid);
  if (owner.started) return !started || owner.started === started;
  const startedAt = started ? startedAtMs(started) : null;
  // A second of slack: the lock's time and the process's are measured apart.
  return !(owner.writtenAt && startedAt && startedAt > owner.writtenAt + 1000);
}

/**
 * A start time in ticks as ms since 1970: the boot time from /proc/stat plus the ticks at 100 a
 * second (USER_HZ, the same on every Linux the kernel's ABI allows).
 */
function startedAtMs(ticks: string): number | null {
  try {
    const btime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1];
    return btime ? (Number(btime) + Number(ticks) / 100) * 1000 : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started, in clock ticks since boot (Linux: field 22 of /proc/<pid>/stat). */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which may hold spaces and parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Runs raw SQL and returns its rows, the same way on PGlite and node-postgres. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
