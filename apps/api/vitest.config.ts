import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each worker keeps its imported modules from one file to the next (the app, Fastify, Drizzle,
    // PGlite): importing them again for every file cost about two minutes of a CI run. No API test
    // mocks a module or changes module state; each file still builds its own app on its own database.
    isolate: false,
  },
});
