import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { adminQuery, databaseUrlFor } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded database. PostgreSQL: the template database's name. */
    dbTemplate: { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates and seeds one database per test run; each test file then starts from a copy of it
 * (a PGlite dump loaded afresh, or a PostgreSQL database created from a template).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `lumbung_tpl_${process.pid}`;
    await adminQuery(serverUrl, `drop database if exists ${template}`);
    await adminQuery(serverUrl, `create database ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, template), poolSize: 2 });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url: serverUrl, template });
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'lumbung-test-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await seedDemo(database.db);
  const dump = await client.dumpDataDir('none');
  const dumpPath = join(dir, 'seeded.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', dumpPath });
  return () => rmSync(dir, { recursive: true, force: true });
}
