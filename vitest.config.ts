import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
