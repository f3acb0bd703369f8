import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The server as an operator starts it (src/server.ts through tsx, as `npm run dev` does): what it
 * says about its data directory on a first start, a restart, a damaged database and a full disk.
 */
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'lumbung-server-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Run {
  output: string;
  exitCode: number | null;
  /** What GET /api/health answered while it ran (null: it never listened). */
  health: number | null;
}

/** Starts the server on DATA_DIR; once it listens, asks /api/health and stops it with SIGTERM. */
async function start(dataDir: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  const child = spawn(process.execPath, [TSX, 'src/server.ts'], { cwd: API_DIR, env });
  let output = '';
  let health: number | null = null;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string | null>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(port);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => resolve(null));
  });
  const port = await listening;
  if (port) {
    health = (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
    child.kill('SIGTERM');
  }
  return { output, exitCode: await exited, health };
}

describe('starting the server on its data directory', () => {
  const dataDir = join(root, 'shop');
  mkdirSync(dataDir);

  it('says a first start makes a new database, and a restart uses the existing one', async () => {
    const first = await start(dataDir);
    expect(first.health).toBe(200);
    expect(first.output).toContain(`Database: embedded PGlite in ${dataDir} (first start: a new database)`);
    expect(first.exitCode).toBe(0);
    const second = await start(dataDir);
    expect(second.health).toBe(200);
    expect(second.output).toContain(
      `Database: embedded PGlite in ${dataDir} (restart: the existing database)`,
    );
    expect(second.exitCode).toBe(0);
  }, 180_000);

  it('names the directory of a damaged database, the cause and what to do', async () => {
    truncateSync(join(dataDir, 'pglite', 'global', 'pg_control'), 0);
    const run = await start(dataDir);
    expect(run.health).toBeNull();
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain(
      `LUMBUNG could not start: The embedded database in ${join(dataDir, 'pglite')} could not be opened: ` +
        'PostgreSQL stopped while reading its files (damaged or missing files). Restore that directory ' +
        'from a backup, or move it away to start afresh with a new database.',
    );
  }, 120_000);
});

const mountable = process.getuid?.() === 0;

describe.skipIf(!mountable)('starting the server on a full disk', () => {
  const disk = join(root, 'disk');

  afterAll(() => execFileSync('umount', ['-l', disk]));

  it('says the disk is full and exits, instead of hanging', async () => {
    mkdirSync(disk);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m', 'tmpfs', disk]);
    const run = await start(disk);
    expect(run.health).toBeNull();
    expect(run.exitCode).toBe(1);
    expect(run.output).toMatch(
      new RegExp(
        `LUMBUNG could not start: The disk that holds the embedded database in ${join(disk, 'pglite')} ` +
          'is full \\(\\d+ MB free; it needs at least 64 MB to start\\)\\. Free some space there, then start ' +
          'LUMBUNG again; nothing committed is lost\\.',
      ),
    );
  }, 120_000);
});
