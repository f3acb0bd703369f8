import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file (e2e/support/server.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The production build under test. LUMBUNG_E2E_SERVER_ENTRY and LUMBUNG_E2E_WEB_DIST point at another
 * build (e.g. one made elsewhere while others use apps/api/dist and apps/web/dist); by default the normal build.
 */
export const SERVER_ENTRY =
  process.env.LUMBUNG_E2E_SERVER_ENTRY ?? join(REPO_ROOT, 'apps/api/dist/server.js');
export const WEB_DIST = process.env.LUMBUNG_E2E_WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist');
export const WEB_INDEX = join(WEB_DIST, 'index.html');

export interface RunningServer {
  baseUrl: string;
  port: number;
  /** The temp directory holding DATA_DIR (and the copy of the web build); removed by `stop`. */
  tempDir: string;
  /** Everything the server wrote so far (stdout and stderr interleaved), for failure reports. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment for the server process; wins over the defaults below. */
  env?: Record<string, string>;
  /** How long to wait for GET /api/health to answer ok. */
  readyTimeoutMs?: number;
  /** The temp directory name prefix, so leftovers say who made them. */
  tempPrefix?: string;
  /** Whether the built web app must exist too (the benchmark only needs the API). */
  requireWeb?: boolean;
  /**
   * The database: by default a fresh embedded one in the temp directory, never a developer's
   * PostgreSQL from the environment. The benchmark names its dataset's (a PGlite directory or a URL).
   */
  database?: { dataDir: string } | { databaseUrl: string };
}

/** Asks the OS for a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port was given'))));
    });
  });
}

const MAX_OUTPUT = 64 * 1024;

/**
 * Starts the production build (`node apps/api/dist/server.js`) on a free port with a fresh temp
 * DATA_DIR and the demo seed (unless `database` and `env` say otherwise), and resolves once GET /api/health answers ok. The web build is
 * served from a copy taken now, so a rebuild during the run cannot pull files from under it. On
 * failure the error carries what the server wrote, and the process and its directory are cleaned up.
 */
export async function startBuiltServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const missing = [SERVER_ENTRY, ...(options.requireWeb === false ? [] : [WEB_INDEX])].filter(
    (f) => !existsSync(f),
  );
  if (missing.length > 0) {
    throw new Error(`The production build is missing (${missing.join(', ')}): run \`npm run build\` first.`);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const tempDir = mkdtempSync(join(tmpdir(), options.tempPrefix ?? 'lumbung-e2e-'));
  const dataDir = join(tempDir, 'data');
  // The server refuses a DATA_DIR that is not there (a typo or an unmounted volume).
  mkdirSync(dataDir);
  const withWeb = options.requireWeb !== false;
  const webDist = join(tempDir, 'web');
  if (withWeb) cpSync(WEB_DIST, webDist, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.database && 'dataDir' in options.database ? options.database.dataDir : dataDir,
    ...(withWeb ? { WEB_DIST_DIR: webDist } : {}),
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Links in mails point at this server, so a test can open them as they are.
    PUBLIC_URL: baseUrl,
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.database && 'databaseUrl' in options.database) env.DATABASE_URL = options.database.databaseUrl;

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-MAX_OUTPUT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  let stopping = false;
  let ready = false;
  // Every later failure would only say "fetch failed": say once, loudly, that the server went away.
  child.once('exit', (code, signal) => {
    if (stopping || !ready) return;
    process.stderr.write(
      `\n!!! The LUMBUNG server under test (pid ${child.pid}) exited during the run (${signal ?? `exit ${code}`}).\n` +
        `--- server output ---\n${output || '(nothing)'}\n--- end of server output ---\n`,
    );
  });
  const stop = async () => {
    stopping = true;
    await stopProcess(child);
    rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, options.readyTimeoutMs ?? 60_000);
    ready = true;
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${reason}\n--- server output ---\n${output || '(nothing)'}\n--- end of server output ---`,
    );
  }
  return { baseUrl, port, tempDir, output: () => output, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it was ready (exit ${child.exitCode ?? child.signalCode}).`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.ok && body.includes('"ok"')) return;
      last = `${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${baseUrl}/api/health was not ok within ${timeoutMs / 1000} s (last: ${last}).`);
}

/** SIGTERM, then SIGKILL if the process is still there after a grace period. */
async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
