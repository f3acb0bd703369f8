import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    // One browser at a time: the machines have two cores and the server shares them.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
