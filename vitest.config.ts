import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on these 2-core machines,
    // so the test files ran one after another while a core waited. Two workers run two files at once
    // (each API file on its own database), which is what cut the CI run under its limit.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/web',
      // Tests of the repo's own tooling (the local ESLint rules).
      {
        test: { name: 'tooling', environment: 'node', include: ['eslint/**/*.test.ts'], testTimeout: 30_000 },
      },
    ],
  },
});
