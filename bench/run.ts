import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { freePort, REPO_ROOT } from '../e2e/support/server';
import { startApi } from './api-server';
import { pgliteDataset, postgresDataset, type BenchDataset } from './dataset';
import { apiScenarios, ceiling, SCALE_PAIR, type BenchContext, type Scenario } from './scenarios';

/**
 * `npm run bench [-- --duration 10 --connections 32 --warmup 2 --settle 10 --only products --engine all|pglite,postgres --fresh]`
 *
 * Generates (or reuses) the large dataset of bench/dataset.ts in databases of its own, starts the
 * production build of the API on it: on the embedded PGlite as shipped, on PGlite without the list
 * cache (pglite-uncached) and on PostgreSQL (all three when BENCH_DATABASE_URL is set or with
 * --engine all; else PGlite only), and a bare Fastify server in a process of
 * its own (the ceiling, measured again before each engine's scenarios). Each scenario gets a
 * warm-up, then autocannon. Prints a table per engine with requests/s, p50, p99 and the ratio to
 * that engine's ceiling, and writes the figures to bench/results/.
 */

/**
 * `pglite` is the API as shipped on the embedded database, list answers kept in memory;
 * `pglite-uncached` the same with CATALOGUE_LIST_CACHE=false, so every list asks the database.
 */
type Engine = 'pglite' | 'pglite-uncached' | 'postgres';
const ENGINES: readonly Engine[] = ['pglite', 'pglite-uncached', 'postgres'];

const HERE = fileURLToPath(new URL('.', import.meta.url));
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/lumbung_bench';
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    warmup: { type: 'string', default: '2' },
    settle: { type: 'string', default: '10' },
    only: { type: 'string' },
    engine: { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});
const duration = positiveNumber('duration', args.duration);
const connections = positiveNumber('connections', args.connections);
const warmup = Number(args.warmup);
const settle = Number(args.settle);
const engines = pickEngines(args.engine);

function positiveNumber(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} must be a positive number, not ${raw}`);
  return value;
}

function pickEngines(raw: string | undefined): Engine[] {
  const wanted = raw ?? (process.env.BENCH_DATABASE_URL ? 'all' : 'pglite');
  if (wanted === 'all') return [...ENGINES];
  const picked = wanted.split(',').map((name) => name.trim());
  if (picked.every((name): name is Engine => (ENGINES as readonly string[]).includes(name))) return picked;
  throw new Error(`--engine must be all or a list of ${ENGINES.join(', ')}, not ${raw}`);
}

/** PostgreSQL: the database the bench may create and drop; its name must say it is a benchmark's. */
function postgresTarget(): { serverUrl: string; database: string } {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? DEFAULT_PG_URL);
  const database = url.pathname.replace(/^\//, '') || 'lumbung_bench';
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(database)) {
    throw new Error(
      `BENCH_DATABASE_URL names the database "${database}": the benchmark drops and recreates its database, ` +
        'so its name must contain "bench" (e.g. postgres://postgres@127.0.0.1:5432/lumbung_bench).',
    );
  }
  url.pathname = '/postgres';
  return { serverUrl: url.toString(), database };
}

interface Measured {
  engine: string;
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

async function measure(scenario: Scenario, context: BenchContext): Promise<{ path: string; result: Result }> {
  const prepared = (await scenario.prepare?.(context)) ?? {};
  const target = { ...scenario, ...prepared };
  const base = scenario.target === 'api' ? context.apiUrl : context.ceilingUrl;
  const options = {
    url: `${base}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    requests: target.requests,
    connections,
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  return { path: target.path, result: await autocannon({ ...options, duration }) };
}

/**
 * Loads a freshly started API for `settle` seconds before anything is measured: V8 first runs
 * PGlite's WebAssembly (and the API's JavaScript) unoptimised and optimises the hot functions in the
 * background, which takes seconds on a busy 2-core machine. Without this the first scenario of an
 * engine measured that start (half the requests per second, p99 in the hundreds of ms), not the
 * API. Loads the first simple GET scenario selected, else GET /api/health.
 */
async function settleApi(selected: Scenario[], context: BenchContext): Promise<void> {
  if (settle <= 0) return;
  const first = selected.find((s) => s.target === 'api' && s.method === 'GET' && !s.requests);
  const prepared = first ? ((await first.prepare?.(context)) ?? {}) : {};
  const path = prepared.path ?? first?.path ?? '/api/health';
  process.stdout.write(`  settling for ${settle} s on GET ${path} ...\n`);
  await autocannon({ url: `${context.apiUrl}${path}`, connections, duration: settle });
}

function summarise(engine: string, scenario: Scenario, path: string, result: Result): Measured {
  return {
    engine,
    scenario: scenario.name,
    target: scenario.target,
    method: scenario.method,
    path,
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
  const header = ['engine', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs ceiling', 'errors/non-2xx'];
  const body = rows.map((r) => [
    r.engine,
    r.scenario,
    Math.round(r.requestsPerSecond).toLocaleString('en-US'),
    r.latencyMs.p50.toFixed(1),
    r.latencyMs.p99.toFixed(1),
    r.ratioToCeiling === null ? '-' : `${(r.ratioToCeiling * 100).toFixed(1)} %`,
    `${r.errors + r.timeouts}/${r.non2xx}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** The requests/s of the ceiling measured for an engine's figures (0 when none was). */
function ceilingOf(rows: Measured[], engine: string): number {
  return rows.find((r) => r.target === 'ceiling' && r.engine === engine)?.requestsPerSecond ?? 0;
}

/** The issue's targets, read off the table (figures, not assertions). */
function targets(rows: Measured[]): string[] {
  const lines: string[] = [];
  for (const engine of engines) {
    const of = (name: string) => rows.find((r) => r.engine === engine && r.scenario === name);
    const ceilingRate = ceilingOf(rows, engine);
    for (const scenario of apiScenarios.filter((s) => s.shareTarget)) {
      const row = of(scenario.name);
      if (!row || ceilingRate <= 0) continue;
      const share = row.requestsPerSecond / ceilingRate;
      const figures = `${(share * 100).toFixed(1)} % of the ceiling (${Math.round(row.requestsPerSecond)} req/s), p99 ${row.latencyMs.p99} ms`;
      // The targets are for the database's own speed: the cached PGlite answers from memory.
      if (engine === 'pglite') {
        lines.push(`${engine}: ${row.scenario}: ${figures}`);
        continue;
      }
      const { postgres, pglite, p99Ms } = scenario.shareTarget!;
      const wanted = engine === 'postgres' ? postgres : pglite;
      const p99Bound = engine === 'postgres' ? p99Ms : undefined;
      const ok = share >= wanted && (p99Bound === undefined || row.latencyMs.p99 < p99Bound);
      lines.push(
        `${engine}: ${row.scenario}: ${figures} (target ${Math.round(wanted * 100)} %` +
          `${p99Bound === undefined ? '' : `, p99 < ${p99Bound} ms`}: ${ok ? 'met' : 'NOT met'})`,
      );
    }
    for (const scenario of apiScenarios.filter((s) => s.cartTarget)) {
      const row = of(scenario.name);
      if (!row) continue;
      const { unit, perRequest, target } = scenario.cartTarget!;
      const rate = Math.round(row.requestsPerSecond * perRequest);
      const verdict = target
        ? ` (target ${target.perSecond} ${unit}s/s, p99 < ${target.p99Ms} ms: ${
            rate >= target.perSecond && row.latencyMs.p99 < target.p99Ms ? 'met' : 'NOT met'
          })`
        : '';
      lines.push(`${engine}: ${row.scenario}: ${rate} ${unit}s/s, p99 ${row.latencyMs.p99} ms${verdict}`);
    }
    const large = of(SCALE_PAIR.large);
    const small = of(SCALE_PAIR.small);
    if (large && small && large.requestsPerSecond > 0) {
      const slower = small.requestsPerSecond / large.requestsPerSecond;
      lines.push(
        `${engine}: 100,000 products vs 1,000: ${slower.toFixed(2)}x slower ` +
          `(target at most ${SCALE_PAIR.within}x: ${slower <= SCALE_PAIR.within ? 'met' : 'NOT met'})`,
      );
    }
  }
  return lines;
}

const round = (n: number) => Math.round(n * 100) / 100;

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function datasetFor(kind: 'pglite' | 'postgres'): Promise<BenchDataset> {
  const log = (line: string) => process.stdout.write(`${line}\n`);
  process.stdout.write(`Dataset on ${kind}:\n`);
  if (kind === 'pglite') return pgliteDataset({ fresh: args.fresh, log });
  return postgresDataset({ ...postgresTarget(), fresh: args.fresh, log });
}

const kindOf = (engine: Engine): 'pglite' | 'postgres' => (engine === 'postgres' ? 'postgres' : 'pglite');

async function main() {
  const selected = apiScenarios.filter((s) => !args.only || s.name.includes(args.only));
  process.stdout.write(
    `LUMBUNG bench: ${selected.length} scenarios on ${engines.join(', ')}, ${duration} s each after ` +
      `${warmup} s warm-up (and ${settle} s of settling per engine), ${connections} connections\n`,
  );
  // A build made elsewhere (LUMBUNG_E2E_SERVER_ENTRY, see e2e/support/server.ts) is used as it is:
  // apps/api/dist may be someone else's while they test, so it is neither checked nor rebuilt.
  if (process.env.LUMBUNG_E2E_SERVER_ENTRY) {
    process.stdout.write(`Using the API build ${process.env.LUMBUNG_E2E_SERVER_ENTRY}\n`);
  } else {
    buildIfStale({ web: false });
  }
  const datasets = new Map<string, BenchDataset>();
  for (const kind of new Set(engines.map(kindOf))) datasets.set(kind, await datasetFor(kind));

  const ceilingServer = await startCeiling();
  // The machines are shared: the load before and after says how much the figures can be trusted.
  const loadBefore = loadavg();
  const rows: Measured[] = [];
  try {
    const base: Omit<BenchContext, 'dataset'> = { apiUrl: '', ceilingUrl: ceilingServer.url };
    for (const engine of engines) {
      const dataset = datasets.get(kindOf(engine))!;
      process.stdout.write(`Starting the built API on ${engine}...\n`);
      const api = await startApi(
        dataset.kind === 'pglite' ? { dataDir: dataset.dataDir! } : { databaseUrl: dataset.databaseUrl! },
        engine === 'pglite-uncached' ? { CATALOGUE_LIST_CACHE: 'false' } : {},
      );
      try {
        const context: BenchContext = { ...base, apiUrl: api.baseUrl, dataset };
        await settleApi(selected, context);
        // The ceiling of this engine's figures, measured right before them: on a shared machine the
        // load moves within minutes, and a share is only as good as the ceiling's moment.
        process.stdout.write(`  ${engine}: ${ceiling.name} ...\n`);
        const top = await measure(ceiling, context);
        rows.push(summarise(engine, ceiling, top.path, top.result));
        for (const scenario of selected) {
          process.stdout.write(`  ${engine}: ${scenario.name} ...\n`);
          const { path, result } = await measure(scenario, context);
          rows.push(summarise(engine, scenario, path, result));
        }
      } finally {
        await api.stop();
      }
    }
  } finally {
    await ceilingServer.stop();
  }

  for (const row of rows) {
    const top = ceilingOf(rows, row.engine);
    row.ratioToCeiling = top > 0 ? row.requestsPerSecond / top : null;
  }
  const loadAfter = loadavg();
  process.stdout.write(`\n${table(rows)}\n\n${targets(rows).join('\n')}\n`);
  process.stdout.write(
    `\nLoad average (1 min) before/after: ${round(loadBefore[0]!)}/${round(loadAfter[0]!)} on ${cpus().length} CPUs\n`,
  );

  const cpu = cpus();
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpu: { model: cpu[0]?.model ?? 'unknown', count: cpu.length },
    options: { duration, connections, warmup, settle, engines },
    datasets: Object.fromEntries(
      [...datasets].map(([engine, d]) => [engine, { stores: d.stores, sizes: d.sizes }]),
    ),
    loadAverage1m: { before: round(loadBefore[0]!), after: round(loadAfter[0]!) },
    results: rows,
    targets: targets(rows),
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
      `\nThese scenarios had errors or non-2xx answers, so their figures mean little: ${failing
        .map((r) => `${r.engine} ${r.scenario}`)
        .join(', ')}\n`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
