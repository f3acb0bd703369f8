import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD } from './support/demo';
import { freePort, REPO_ROOT } from './support/server';

const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  output: string;
  exitCode: number | null;
}

/**
 * Runs `npm start`'s script (scripts/start.mjs) on a free port with the given DATA_DIR until the
 * health check answers, then stops it with SIGTERM as a process manager would.
 */
async function startAndStop(): Promise<Run> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'scripts/start.mjs')], { cwd: REPO_ROOT, env });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      healthy = res.ok && (await res.json()).status === 'ok';
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  if (!healthy) child.kill('SIGKILL');
  else child.kill('SIGTERM');
  const exitCode = await exited;
  if (!healthy) throw new Error(`npm start did not become healthy:\n${output}`);
  return { output, exitCode };
}

describe('npm start', () => {
  let first: Run;

  it('serves the shop, prints the address and the demo accounts, and seeds the embedded database', async () => {
    first = await startAndStop();
    expect(first.output).toMatch(/LUMBUNG is running on http:\/\/localhost:\d+/);
    expect(first.output).toContain('Demo data: seeded now');
    expect(first.output).toContain(DEMO.superAdmin);
    expect(first.output).toContain(DEMO_PASSWORD);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
    // The demo takes payments on the simulator, and says so: in the banner and as a logged warning.
    expect(first.output).toContain('Payments: the built-in simulator');
    expect(first.output).toMatch(/"level":40[^\n]*built-in simulator: anyone can mark an order paid/);
  });

  it('shuts down gracefully on SIGTERM and frees the database lock', () => {
    expect(first.exitCode).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('starts again without rebuilding, keeping the data and the secret', async () => {
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');
    const second = await startAndStop();
    expect(second.output).not.toContain('Building');
    expect(second.output).toContain('Demo data: already there');
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
    expect(second.exitCode).toBe(0);
  });
});
