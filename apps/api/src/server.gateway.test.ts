/**
 * Starting the server as an operator would (`src/server.ts` in its own process): on a real
 * database without a payment gateway chosen, it refuses to start and says what to set.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the server with the given environment until it exits; its output and exit code. */
function runServer(env: Record<string, string>): Promise<{ output: string; code: number | null }> {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'MIDTRANS_SERVER_KEY', 'PAYMENT_SIMULATOR']) delete inherited[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { ...inherited, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ output, code })));
}

describe('starting the server', () => {
  it('refuses a real database without MIDTRANS_SERVER_KEY or PAYMENT_SIMULATOR=true, naming both', async () => {
    // The refusal comes before any connection: this address is never reached.
    const { output, code } = await runServer({ DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none' });
    expect(code).toBe(1);
    expect(output).toContain('LUMBUNG could not start');
    expect(output).toContain('Set MIDTRANS_SERVER_KEY');
    expect(output).toContain('PAYMENT_SIMULATOR=true');
    expect(output).not.toContain('LUMBUNG is running');
  }, 60_000);
});
