import type { Db } from '../../db/client';
import { literal, pgliteOf } from '../../db/statements';

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

export type ParamType = 'int' | 'bigint' | 'text';

/** A hand-written statement: its text with `$n::type` parameters, and a name unique to the text. */
export interface Statement {
  name: string;
  text: string;
  values: unknown[];
  types: ParamType[];
}

/** Collects positional parameters while a statement is written: `${p.add(5, 'int')}` -> `$1::int`. */
export class Params {
  readonly values: unknown[] = [];
  readonly types: ParamType[] = [];
  add(value: number | string, type: ParamType): string {
    this.values.push(value);
    this.types.push(type);
    return `$${this.values.length}::${type}`;
  }
}

const preparedOn = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Runs a statement as a prepared statement, so PostgreSQL parses and plans it once per connection
 * instead of once per request (planning these statements costs more than running them):
 * - node-postgres: a named statement of the protocol;
 * - PGlite: one SQL `PREPARE` per statement, then `EXECUTE name(literals)`. PGlite's protocol
 *   calls take no name, and `EXECUTE` takes no bound parameters, so the values are written as
 *   literals: numbers are checked finite integers, texts are quoted as PostgreSQL's own
 *   quote_literal does (works whatever standard_conforming_strings says).
 * The text of one name must never change.
 */
export async function runStatement<T>(db: Db, statement: Statement): Promise<T[]> {
  const client = pgliteOf(db);
  if (!client) {
    const { name, text, values } = statement;
    const pg = (db as unknown as { $client: PgClient }).$client;
    return (await pg.query({ name, text, values })).rows as T[];
  }
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Map()));
  let ready = prepared.get(statement.name);
  if (!ready) {
    const types = statement.types.length > 0 ? ` (${statement.types.join(', ')})` : '';
    ready = client.exec(`prepare ${statement.name}${types} as ${statement.text}`);
    prepared.set(statement.name, ready);
    // A failed PREPARE is tried again by the next call rather than remembered.
    ready.catch(() => prepared.delete(statement.name));
  }
  await ready;
  const literals = statement.values.map((value, i) => literal(value, statement.types[i]!));
  const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
  return (await client.query(`execute ${statement.name}${args}`)).rows as T[];
}
