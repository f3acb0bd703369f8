import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './platform/config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemo, DEMO_ACCOUNTS_SUMMARY } from './db/seed';

/** Starts LUMBUNG: migrate, seed the demo data on an empty embedded database, serve. */
async function main() {
  const config = loadConfig();
  // No database files yet: a first start, which makes a new database (and the demo data). Told
  // apart in the output, so an operator sees at once a DATA_DIR that does not hold the shop.
  const firstStart = !config.databaseUrl && !existsSync(join(config.dataDir, 'pglite', 'PG_VERSION'));
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  const seeded = config.seedDemo ? await seedDemo(database.db) : { seeded: false };

  const app = await buildApp({ config, database });
  // A database that stopped by itself (the embedded one on a full disk) answers nothing again:
  // the process says why and exits, for its supervisor to start it again once the cause is gone.
  void database.failure.then((error) => {
    app.log.fatal({ err: error }, 'the database stopped');
    process.stderr.write(`LUMBUNG stopped: ${error.message}\n`);
    process.exit(1);
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (database.kind === 'pglite') {
    app.log.info(
      { dataDir: config.dataDir, firstStart },
      firstStart ? 'first start: a new embedded database' : 'restart: the existing embedded database',
    );
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  LUMBUNG is running on http://localhost:${port}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir} (${firstStart ? 'first start: a new database' : 'restart: the existing database'})` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs: http://localhost:${port}/api/docs`,
    config.midtrans.serverKey
      ? `  Payments: Midtrans (${config.midtrans.isProduction ? 'production' : 'sandbox'})`
      : '  Payments: the built-in simulator (anyone can mark an order paid; not for real shoppers)',
  ];
  if (config.seedDemo)
    lines.push(
      seeded.seeded ? '  Demo data: seeded now' : '  Demo data: already there',
      DEMO_ACCOUNTS_SUMMARY,
    );
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `LUMBUNG could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug')
    process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
