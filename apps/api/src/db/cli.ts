import { loadConfig } from '../platform/config';
import { openDatabase } from './client';
import { seedDemo } from './seed';

/** `db:migrate` applies the migrations; `db:seed` also loads the demo data (idempotent). */
async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error('usage: cli (migrate | seed)');
  }
  // Migrating and seeding take no payments: no gateway is needed for them.
  const config = loadConfig(process.env, { takesPayments: false });
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    process.stdout.write('Migrations applied.\n');
    if (command === 'seed') {
      const result = await seedDemo(database.db);
      process.stdout.write(
        result.seeded ? 'Demo data seeded.\n' : 'Demo data already present: nothing changed.\n',
      );
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
