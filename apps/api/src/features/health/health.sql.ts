/** The SQL of the health check: the smallest statement that reaches the database. */
import type { Db } from '../../db/client';
import { runner } from '../../db/statements';

/** Resolves once the database has answered `select 1`. */
export async function pingDatabase(db: Db): Promise<void> {
  await runner(db)('health_ping', 'select 1', []);
}
