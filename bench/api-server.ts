import { startBuiltServer, type RunningServer } from '../e2e/support/server';

/**
 * Starts the production build of the API on a benchmark database: the PGlite directory of the
 * dataset (DATA_DIR) or its PostgreSQL database (DATABASE_URL), through the e2e harness. No demo
 * seeding (the dataset has it), warnings-only logging, as `npm start` would run in production.
 */
export function startApi(
  database: { dataDir: string } | { databaseUrl: string },
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  return startBuiltServer({
    database,
    requireWeb: false,
    tempPrefix: 'lumbung-bench-api-',
    // A large PGlite dataset takes a while to open.
    readyTimeoutMs: 120_000,
    // A throwaway database: its orders are paid by the simulator, which a real database must ask for.
    env: {
      SEED_DEMO: 'false',
      ...('databaseUrl' in database ? { PAYMENT_SIMULATOR: 'true' } : {}),
      ...extraEnv,
    },
  });
}
