import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, PGLITE_EXTENSIONS, type Database, type Db } from '../src/db/client';
import { loadConfig, type Config } from '../src/platform/config';
import { adminQuery, databaseUrlFor } from './postgres-admin';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** A URL of the test's own database when it runs on PostgreSQL (for parallel-client tests). */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh copy of the seeded database: PGlite by default, a new PostgreSQL
 * database when TEST_DATABASE_URL is set. Call once per test file (beforeAll) and close after.
 */
export interface TestAppOptions {
  /** Environment overrides for the config (e.g. a short token lifetime). */
  env?: Record<string, string>;
  /** Registers extra routes or hooks before the app is ready. */
  extend?: (app: FastifyInstance) => PromiseLike<unknown> | void;
  /** The app's log lines, each as written (JSON), for tests of what the log says; silent without. */
  onLogLine?: (line: string) => void;
}

export async function buildTestApp({ env = {}, extend, onLogLine }: TestAppOptions = {}): Promise<TestApp> {
  const template = inject('dbTemplate');
  const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    SEED_DEMO: 'false',
    ...env,
  });

  let database: Database;
  let databaseUrl: string | undefined;
  let drop = async () => undefined as void;
  if (template.kind === 'postgres') {
    const name = `lumbung_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(template.url, `create database ${name} template ${template.template}`);
    databaseUrl = databaseUrlFor(template.url, name);
    database = await openDatabase({ databaseUrl, poolSize: 20 });
    drop = () => adminQuery(template.url, `drop database if exists ${name} with (force)`);
  } else {
    const dump = readFileSync(template.dumpPath);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
    database = await openDatabase({ pglite: client });
  }

  const logger = onLogLine ? { level: 'info', stream: { write: onLogLine } } : false;
  const app = await buildApp({ config, database, logger });
  await extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
