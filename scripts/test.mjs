// `npm test`: every test. Unit, component and API tests on the embedded database; the API suite
// again on PostgreSQL when TEST_DATABASE_URL (or --postgres URL) is given; then the end-to-end
// journeys in Chromium against the production build. Ends with one line `N passed, N failed`.
//
//   node scripts/test.mjs [--only unit|postgres|e2e] [--postgres URL]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = option('--only');
const postgresUrl = option('--postgres') ?? process.env.TEST_DATABASE_URL;
const inCi = process.env.CI === 'true';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const totals = { passed: 0, failed: 0, skipped: 0 };
const reports = mkdtempSync(join(tmpdir(), 'lumbung-test-report-'));

/** Runs vitest with a JSON report beside the normal output and adds its counts to the totals. */
function vitest(label, vitestArgs, env = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const report = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...vitestArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (!existsSync(report)) {
    process.stdout.write(
      `${label}: the run ended without a report (exit ${result.status}); counted as one failure\n`,
    );
    totals.failed += 1;
    return;
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += json.numPassedTests;
  totals.failed += json.numFailedTests;
  totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
  // A file that failed to load has no tests to count; it is still a failure.
  const brokenFiles = json.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  totals.failed += brokenFiles;
  if (result.status !== 0 && json.numFailedTests === 0 && brokenFiles === 0) totals.failed += 1;
}

try {
  if (!only || only === 'unit') vitest('unit, component and API tests (PGlite)', []);
  if ((!only || only === 'postgres') && postgresUrl) {
    vitest('API tests (PostgreSQL)', ['--project', 'api'], { TEST_DATABASE_URL: postgresUrl });
  }
  if (!only || only === 'e2e') {
    if (!existsSync(chromium)) {
      const warning = `Chromium not found at ${chromium}: the end-to-end tests cannot run. Install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`;
      if (inCi) {
        process.stdout.write(`\n!!! ${warning}\n!!! Under CI this is a failure.\n`);
        totals.failed += 1;
      } else {
        process.stdout.write(
          `\n${'!'.repeat(100)}\n!!! ${warning}\n!!! SKIPPING the end-to-end tests.\n${'!'.repeat(100)}\n`,
        );
      }
    } else {
      buildIfStale();
      vitest('end-to-end journeys (Chromium)', ['--config', 'e2e/vitest.config.ts'], {
        CHROMIUM_PATH: chromium,
      });
    }
  }
} finally {
  rmSync(reports, { recursive: true, force: true });
}

// Tests that run on one database only (the PostgreSQL concurrency tests) are skipped on the other.
if (totals.skipped) process.stdout.write(`\n${totals.skipped} skipped (they run in another pass)\n`);
// The last line is exactly `N passed, N failed`: CI reads it.
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(totals.failed > 0 ? 1 : 0);
