/**
 * The one way to run hand-written SQL, on either engine and inside any transaction: fixed texts
 * with `$n::type` parameters, run as named prepared statements on PostgreSQL (parsed and planned
 * once per connection) and through SQL `PREPARE`/`EXECUTE` on PGlite.
 *
 * `runner(db)` runs statements outside a transaction; `transaction(db, tx => ...)` opens one (a
 * Drizzle transaction) and `runner(tx)` runs statements on the same connection, so the domain's
 * functions, a feature's own statements and Drizzle's query builder all share one transaction.
 * Which style new code uses, and when: docs/decisions/0023-three-ways-to-reach-the-database.md.
 */
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { PoolClient, Pool } from 'pg';
import type { Db, Tx } from './client';

export interface Run {
  /** Runs statement `name` (its text must never change) with positional values. */
  <T>(name: string, text: string, values: unknown[]): Promise<T[]>;
}

/** Where statements run: the database (no transaction) or a transaction from `transaction`. */
export type Conn = Db | Tx;

/** What the app uses of the embedded database's client. */
export interface PgliteClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
  transaction<T>(fn: (tx: QueryTarget) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  waitReady: Promise<void>;
}
interface QueryTarget {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * The driver connection behind a Drizzle database or transaction: the pool or the PGlite client
 * for a database, the pool's connection or PGlite's transaction for a transaction. Drizzle keeps
 * it on its session (`session.client`), the same for every dialect.
 */
function driverOf(on: Conn): Pool | PoolClient | PgliteClient | QueryTarget {
  return (on as unknown as { session: { client: Pool | PoolClient | PgliteClient | QueryTarget } }).session
    .client;
}

function isPglite(client: object): client is PgliteClient {
  return 'waitReady' in client && 'exec' in client;
}

/** The embedded database's client, or null when the app runs on PostgreSQL. */
export function pgliteOf(db: Db): PgliteClient | null {
  const client = driverOf(db);
  return isPglite(client) ? client : null;
}

/** PGlite transactions opened by `transaction`, and the client they belong to. */
const pgliteRoots = new WeakMap<object, PgliteClient>();

/** Runs statements on `on`: the database itself, or a transaction (or savepoint) of `transaction`. */
export function runner(on: Conn): Run {
  const client = driverOf(on);
  if (isPglite(client)) return pgliteRun(client, client);
  if ('connect' in client || 'release' in client) return pgRun(client as Pool | PoolClient);
  const root = pgliteRoots.get(client);
  if (!root) {
    throw new Error('runner(tx) needs a transaction opened with transaction() of db/statements');
  }
  return pgliteRun(root, client);
}

/**
 * Runs `fn` in one transaction: committed when it returns, rolled back when it throws. Inside,
 * `runner(tx)` and Drizzle's builder on `tx` share the transaction; `tx.transaction(...)` opens a
 * savepoint.
 */
export function transaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const pglite = pgliteOf(db);
  if (!pglite) return db.transaction(fn);
  return db.transaction((tx) => {
    pgliteRoots.set(driverOf(tx), pglite);
    return fn(tx);
  });
}

/**
 * Runs `fn` atomically: inside the caller's transaction when `on` is one, else in a new one. Domain
 * functions of several statements use it, so they compose into a caller's transaction or stand alone.
 */
export function atomic<T>(on: Conn, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return is(on, PgTransaction) ? fn(on as Tx) : transaction(on as Db, fn);
}

/**
 * The text each statement name was first run with, in this process. A name is the statement's
 * identity on both engines: on PostgreSQL a connection that prepared it refuses another text, and
 * on PGlite the second text would silently run the first prepared one. So a name that comes back
 * with another text is refused on every engine, the first time it happens (the lint rule
 * lumbung/statement-names refuses the names it can read before the code runs).
 */
const textOfName = new Map<string, string>();

function claimName(name: string, text: string): void {
  const known = textOfName.get(name);
  if (known === undefined) textOfName.set(name, text);
  else if (known !== text) {
    throw new Error(
      `Statement name '${name}' is already used for another text: every statement needs a name of its own`,
    );
  }
}

function pgRun(client: Pool | PoolClient): Run {
  return async <T>(name: string, text: string, values: unknown[]) => {
    claimName(name, text);
    return (await client.query({ name, text, values })).rows as T[];
  };
}

/** A hand-written statement whose text is assembled per request: its text names its own shape. */
export interface Statement {
  name: string;
  text: string;
  values: unknown[];
}

/** Collects positional parameters while a statement is written: `${p.add(5, 'int')}` -> `$1::int`. */
export class Params {
  readonly values: unknown[] = [];
  add(value: number | string, type: 'int' | 'bigint' | 'text'): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/** Runs an assembled statement (its name must be unique to its text). */
export function runStatement<T>(on: Conn, { name, text, values }: Statement): Promise<T[]> {
  return runner(on)<T>(name, text, values);
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
  /** Each statement's parameter types, read once from its text (a name's text never changes). */
  types: Map<string, string[]>;
}
const pgliteStates = new WeakMap<object, PgliteState>();

function stateOf(client: PgliteClient): PgliteState {
  let state = pgliteStates.get(client);
  if (!state) {
    state = { prepared: new Set(), asked: new Set(), queue: Promise.resolve(), types: new Map() };
    pgliteStates.set(client, state);
  }
  return state;
}

function pgliteRun(client: PgliteClient, target: QueryTarget): Run {
  const state = stateOf(client);
  return async <T>(name: string, text: string, values: unknown[]) => {
    claimName(name, text);
    let types = state.types.get(name);
    if (!types) {
      types = paramTypes(text);
      state.types.set(name, types);
    }
    if (state.prepared.has(name)) {
      const args = values.map((value, i) => literalOf(value, types[i] ?? 'text'));
      // The simple protocol: one call into PGlite, where query() makes six (parse, describe,
      // bind, describe, execute, sync) for a text that has no parameters left anyway.
      const [result] = await target.exec(`execute ${name}${args.length ? `(${args.join(', ')})` : ''}`);
      return (result?.rows ?? []) as T[];
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
  for (const match of text.matchAll(/\$(\d+)::([a-z_][a-z0-9_]*(?:\[\])?)/g)) {
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
  if (type === 'float8' || type === 'numeric') {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new TypeError(`a ${type} parameter must be a finite number, not ${String(value)}`);
    }
    return `${value}::${type}`;
  }
  if (type === 'boolean') {
    if (typeof value !== 'boolean') throw new TypeError(`a boolean parameter must be true or false`);
    return `${value}::boolean`;
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
