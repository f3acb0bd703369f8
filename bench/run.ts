import { fork, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { freePort, REPO_ROOT, startBuiltServer } from '../e2e/support/server';
import { scenarios, type BenchContext, type Scenario } from './scenarios';

/**
 * `npm run bench [-- --duration 10 --connections 32 --warmup 2 --only health]`
 *
 * Loads the production build of the API (run `npm run build` first; a temp DATA_DIR with the demo
 * seed) and a bare Fastify server (the ceiling) with autocannon, one scenario after the other,
 * prints a table and writes the figures to bench/results/.
 */

const HERE = fileURLToPath(new URL('.', import.meta.url));
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string' },
  },
});
const duration = positiveNumber('duration', args.duration);
const connections = positiveNumber('connections', args.connections);
const warmup = Number(args.warmup);

function positiveNumber(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, not ${raw}`);
  return value;
}

interface Measured {
  scenario: string;
  target: Scenario['target'];
  method: string;
  path: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; average: number; max: number };
  totalRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  ratioToCeiling: number | null;
}

async function startCeiling(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = fork(join(HERE, 'ceiling-server.ts'), [], {
    env: { ...process.env, PORT: String(port) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) =>
      reject(new Error(`the ceiling server exited (${code}) before it was ready`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function measure(scenario: Scenario, context: BenchContext): Promise<Result> {
  const prepared = (await scenario.prepare?.(context)) ?? {};
  const target = { ...scenario, ...prepared };
  const base = scenario.target === 'api' ? context.apiUrl : context.ceilingUrl;
  const options = {
    url: `${base}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  return autocannon({ ...options, duration });
}

function summarise(scenario: Scenario, result: Result): Measured {
  return {
    scenario: scenario.name,
    target: scenario.target,
    method: scenario.method,
    path: scenario.path,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    totalRequests: result.requests.total ?? 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
    ratioToCeiling: null,
  };
}

function table(rows: Measured[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs ceiling', 'errors/non-2xx'];
  const body = rows.map((r) => [
    r.scenario,
    Math.round(r.requestsPerSecond).toLocaleString('en-US'),
    r.latencyMs.p50.toFixed(1),
    r.latencyMs.p99.toFixed(1),
    r.ratioToCeiling === null ? '-' : `${(r.ratioToCeiling * 100).toFixed(1)} %`,
    `${r.errors + r.timeouts}/${r.non2xx}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

const round = (n: number) => Math.round(n * 100) / 100;

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main() {
  const selected = scenarios.filter((s) => s.isCeiling || !args.only || s.name.includes(args.only));
  process.stdout.write(
    `LUMBUNG bench: ${selected.length} scenarios, ${duration} s each after ${warmup} s warm-up, ${connections} connections\n`,
  );
  process.stdout.write('Starting the built API (temp DATA_DIR, demo seed) and the bare Fastify ceiling...\n');
  const api = await startBuiltServer({
    tempPrefix: 'lumbung-bench-',
    requireWeb: false,
    readyTimeoutMs: 90_000,
  });
  const ceiling = await startCeiling().catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  const context: BenchContext = { apiUrl: api.baseUrl, ceilingUrl: ceiling.url };
  // The machines are shared: the load before and after says how much the figures can be trusted.
  const loadBefore = loadavg();

  const rows: Measured[] = [];
  try {
    for (const scenario of selected) {
      process.stdout.write(`  ${scenario.name} ...\n`);
      rows.push(summarise(scenario, await measure(scenario, context)));
    }
  } finally {
    await Promise.all([api.stop(), ceiling.stop()]);
  }

  const ceilingRow = rows.find((r) => selected.find((s) => s.name === r.scenario)?.isCeiling);
  for (const row of rows) {
    row.ratioToCeiling =
      ceilingRow && ceilingRow.requestsPerSecond > 0
        ? row.requestsPerSecond / ceilingRow.requestsPerSecond
        : null;
  }
  process.stdout.write(`\n${table(rows)}\n`);
  process.stdout.write(
    `\nLoad average (1 min) before/after: ${round(loadBefore[0]!)}/${round(loadavg()[0]!)} on ${cpus().length} CPUs\n`,
  );

  const cpu = cpus();
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpu: { model: cpu[0]?.model ?? 'unknown', count: cpu.length },
    options: { duration, connections, warmup },
    loadAverage1m: { before: round(loadBefore[0]!), after: round(loadavg()[0]!) },
    results: rows,
  };
  const dir = join(HERE, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`\nResults written to ${file}\n`);

  const failing = rows.filter((r) => r.errors + r.timeouts + r.non2xx > 0);
  if (failing.length > 0) {
    process.stdout.write(
      `\nThese scenarios had errors or non-2xx answers, so their figures mean little: ${failing.map((r) => r.scenario).join(', ')}\n`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
