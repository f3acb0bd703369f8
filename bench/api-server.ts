import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT, SERVER_ENTRY } from '../e2e/support/server';

export interface BenchServer {
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the production build of the API on a benchmark database: the PGlite directory of the
 * dataset (DATA_DIR) or its PostgreSQL database (DATABASE_URL). No demo seeding (the dataset has
 * it), warnings-only logging, as `npm start` would run in production otherwise.
 */
export async function startApi(
  database: { dataDir: string } | { databaseUrl: string },
  extraEnv: Record<string, string> = {},
): Promise<BenchServer> {
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'lumbung-bench-api-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(scratch, 'no-web'),
    DATA_DIR: 'dataDir' in database ? database.dataDir : scratch,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if ('databaseUrl' in database) env.DATABASE_URL = database.databaseUrl;

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-32_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(scratch, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The API exited before it was ready:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API did not answer /api/health within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, output: () => output, stop };
}
