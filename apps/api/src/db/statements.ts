/**
 * Hand-written statements on either engine: fixed texts with `$n::type` parameters, run as named
 * prepared statements on PostgreSQL (parsed and planned once per connection) and through SQL
 * `PREPARE`/`EXECUTE` on PGlite, alone or inside a transaction of the driver itself. The cart and
 * the catalogue use it where a call is a handful of statements whose round trips and planning are
 * most of its cost.
 */
import type { PoolClient, Pool } from 'pg';
import type { Db } from './client';

export interface Run {
  /** Runs statement `name` (its text must never change) with positional values. */
  <T>(name: string, text: string, values: unknown[]): Promise<T[]>;
}

/** What the app uses of the embedded database's client. */
export interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<unknown>;
  transaction<T>(
    fn: (tx: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }) => Promise<T>,
  ): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  waitReady: Promise<void>;
}
type PgliteLike = PgliteClient;

function clientOf(db: Db): Pool | PgliteLike {
  return (db as unknown as { $client: Pool | PgliteLike }).$client;
}

function isPglite(client: object): client is PgliteLike {
  return 'waitReady' in client && 'exec' in client;
}

/** The embedded database's client, or null when the app runs on PostgreSQL. */
export function pgliteOf(db: Db): PgliteClient | null {
  const client = clientOf(db);
  return isPglite(client) ? client : null;
}

function pgRun(client: Pool | PoolClient): Run {
  return async <T>(name: string, text: string, values: unknown[]) =>
    (await client.query({ name, text, values })).rows as T[];
}

/** Statements outside a transaction. */
export function runner(db: Db): Run {
  const client = clientOf(db);
  if (isPglite(client)) return pgliteRun(client, client);
  return pgRun(client);
}

/** Runs `fn` in one transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(db: Db, fn: (run: Run) => Promise<T>): Promise<T> {
  const client = clientOf(db);
  if (isPglite(client)) return client.transaction((tx) => fn(pgliteRun(client, tx)));
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

// ---------------------------------------------------------------------------------------------
// PGlite: its protocol calls take no statement name, so a statement is made once with SQL
// `PREPARE` and then run with `EXECUTE name(literals)` (values written as checked literals of the
// types the text declares). A PREPARE runs only outside a transaction, one at a time (a failed one
// would abort the transaction it ran in); until it has, the statement runs as a plain query.
// Prepared statements outlive a rolled-back transaction, so the set of prepared names stays true.

interface PgliteState {
  /** Statements made with PREPARE, and those asked for. */
  prepared: Set<string>;
  asked: Set<string>;
  queue: Promise<unknown>;
}
const pgliteStates = new WeakMap<object, PgliteState>();

function stateOf(client: PgliteLike): PgliteState {
  let state = pgliteStates.get(client);
  if (!state) {
    state = { prepared: new Set(), asked: new Set(), queue: Promise.resolve() };
    pgliteStates.set(client, state);
  }
  return state;
}

function pgliteRun(
  client: PgliteLike,
  target: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> },
): Run {
  const state = stateOf(client);
  return async <T>(name: string, text: string, values: unknown[]) => {
    const types = paramTypes(text);
    if (state.prepared.has(name)) {
      const args = values.map((value, i) => literalOf(value, types[i] ?? 'text'));
      return (await target.query(`execute ${name}${args.length ? `(${args.join(', ')})` : ''}`)).rows as T[];
    }
    if (!state.asked.has(name)) {
      state.asked.add(name);
      // Later and on the client itself: PGlite runs it once no transaction holds the database.
      setImmediate(() => {
        state.queue = state.queue.then(async () => {
          try {
            await client.query(`prepare ${name}${types.length ? ` (${types.join(', ')})` : ''} as ${text}`);
            state.prepared.add(name);
          } catch (error) {
            if (/already exists/.test((error as Error).message)) state.prepared.add(name);
          }
        });
      });
    }
    return (await target.query(text, values)).rows as T[];
  };
}

/** The declared type of each `$n` of a statement (`$n::type`), in order. */
function paramTypes(text: string): string[] {
  const types: string[] = [];
  for (const match of text.matchAll(/\$(\d+)::([a-z]+(?:\[\])?)/g)) {
    const index = Number(match[1]) - 1;
    types[index] ??= match[2]!;
  }
  return types;
}

/** A value as a typed SQL literal (`…::type`): nulls, arrays and dates included. */
function literalOf(value: unknown, type: string): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type.endsWith('[]')) {
    if (!Array.isArray(value)) throw new TypeError(`an ${type} parameter must be an array`);
    const base = type.slice(0, -2);
    return value.length === 0
      ? `'{}'::${type}`
      : `array[${value.map((v) => literalOf(v, base)).join(', ')}]::${type}`;
  }
  const scalar = value instanceof Date ? value.toISOString() : value;
  return `${literal(scalar, type === 'int' || type === 'bigint' ? type : 'text')}::${type}`;
}

/**
 * A value as an SQL literal: integers checked safe, texts quoted as PostgreSQL's own quote_literal
 * does (whatever standard_conforming_strings says). Anything unexpected is refused, never written.
 */
export function literal(value: unknown, type: 'int' | 'bigint' | 'text'): string {
  if (type === 'int' || type === 'bigint') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      throw new TypeError(`an ${type} parameter must be a safe integer, not ${String(value)}`);
    }
    return String(value);
  }
  if (typeof value !== 'string' || value.includes('\u0000')) {
    throw new TypeError('a text parameter must be a string without NUL characters');
  }
  const quoted = `'${value.replace(/'/g, "''")}'`;
  return value.includes('\\') ? ` E${quoted.replace(/\\/g, '\\\\')}` : quoted;
}
