import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './workers';

/**
 * End-to-end journeys in real Chromium against the production build. Run from the repository root:
 * `npx vitest run --config e2e/vitest.config.ts` (after `npm run build`), or `npm run test:e2e`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    // Two spec files at once, each worker against its own server (support/global-setup.ts).
    maxWorkers: E2E_WORKERS,
    // A guard against a hang, not a speed check: two journeys at once on a busy 2-core machine
    // take a few times longer than alone.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // expect.poll waits for a state, however long a busy machine takes: Vitest's default gives up
    // after 1 s. The bound is a hang guard, as the test timeout is.
    expect: { poll: { timeout: 30_000, interval: 50 } },
  },
});
