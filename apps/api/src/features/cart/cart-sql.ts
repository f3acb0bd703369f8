/**
 * A small SQL runner for the cart: fixed statement texts with `$n::type` parameters, run as named
 * prepared statements on PostgreSQL (parsed and planned once per connection) and as plain
 * parameterised queries on PGlite, inside a transaction of the driver itself. A cart call is a
 * handful of statements; their round trips and planning are most of its cost.
 */
import type { PoolClient, Pool } from 'pg';
import type { Db } from '../../db/client';

export interface Run {
  /** Runs statement `name` (its text must never change) with positional values. */
  <T>(name: string, text: string, values: unknown[]): Promise<T[]>;
}

interface PgliteLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  transaction<T>(
    fn: (tx: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }) => Promise<T>,
  ): Promise<T>;
  waitReady: Promise<void>;
}

function clientOf(db: Db): Pool | PgliteLike {
  return (db as unknown as { $client: Pool | PgliteLike }).$client;
}

function isPglite(client: Pool | PgliteLike): client is PgliteLike {
  return 'waitReady' in client && 'transaction' in client;
}

function pgRun(client: Pool | PoolClient): Run {
  return async <T>(name: string, text: string, values: unknown[]) =>
    (await client.query({ name, text, values })).rows as T[];
}

/** Statements outside a transaction. */
export function runner(db: Db): Run {
  const client = clientOf(db);
  if (isPglite(client)) {
    return async <T>(_name: string, text: string, values: unknown[]) =>
      (await client.query(text, values)).rows as T[];
  }
  return pgRun(client);
}

/** Runs `fn` in one transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(db: Db, fn: (run: Run) => Promise<T>): Promise<T> {
  const client = clientOf(db);
  if (isPglite(client)) {
    return client.transaction((tx) =>
      fn(
        async <R>(_name: string, text: string, values: unknown[]) =>
          (await tx.query(text, values)).rows as R[],
      ),
    );
  }
  const connection = await client.connect();
  let broken: Error | undefined;
  try {
    await connection.query('begin');
    const result = await fn(pgRun(connection));
    await connection.query('commit');
    return result;
  } catch (error) {
    try {
      await connection.query('rollback');
    } catch (rollbackError) {
      broken = rollbackError as Error;
    }
    throw error;
  } finally {
    connection.release(broken);
  }
}
