/**
 * What the API's thread and the embedded database's thread say to each other (pglite-thread.ts
 * and pglite-worker.ts). Every request carries an id; its answer carries the same id. Values cross
 * as structured clones, so only plain data: no functions, no class instances but Date and typed arrays.
 */
import { messages, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The PGlite extensions the schema needs (pg_trgm and unaccent: the shopper's product search). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export type ThreadRequest =
  | { op: 'query'; id: number; tx: number | null; text: string; params: unknown[] }
  | { op: 'exec'; id: number; tx: number | null; text: string }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; listener: number }
  | { op: 'close'; id: number };

/** A statement's result with every value as PostgreSQL wrote it (text), parsed by the API's thread. */
export interface RawResult {
  rows: (string | null)[][];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
  command?: string | undefined;
  rowCount?: number | undefined;
}

/** An error as data: its message and PostgreSQL's fields (code, detail, constraint, ...). */
export interface ThreadError {
  message: string;
  /** "error" for a database error (PostgreSQL's ErrorResponse), else the Error's name. */
  name: string;
  fields: Record<string, string | number | boolean | null>;
}

export type ThreadMessage =
  | { kind: 'ready'; arrayTypes: [element: number, array: number][] }
  | { kind: 'failed'; error: ThreadError }
  | { kind: 'answer'; id: number; result: unknown }
  /** An `exec` answer as the bytes PostgreSQL wrote (its buffer transferred), read by readAnswer. */
  | { kind: 'bytes'; id: number; bytes: Uint8Array }
  | { kind: 'refusal'; id: number; error: ThreadError }
  | { kind: 'notification'; listener: number; payload: string };

export interface ThreadData {
  /** The PGlite directory. */
  dir: string;
  /** Source runs only: the worker's TypeScript entry, run through tsx (ts-worker.mjs). */
  entry?: string;
}

/** PGlite's own query for the array types it parses (PGlite#_initArrayTypes). */
export const ARRAY_TYPES_SQL = `
  select b.oid, b.typarray
  from pg_catalog.pg_type a
  left join pg_catalog.pg_type b on b.oid = a.typelem
  where a.typcategory = 'A'
  group by b.oid, b.typarray
  order by b.oid`;

/** What PostgreSQL answered to a simple-protocol query, read as PGlite's `parseResults` reads it. */
export interface Answer {
  results: RawResult[];
  /** The first ErrorResponse, as PGlite's DatabaseError. */
  error: Error | null;
  notifications: { channel: string; payload: string }[];
}

export function readAnswer(bytes: Uint8Array): Answer {
  const answer: Answer = { results: [], error: null, notifications: [] };
  let current: Pick<RawResult, 'rows' | 'fields'> = { rows: [], fields: [] };
  let affectedRows = 0;
  new protocol.Parser().parse(bytes, (message) => {
    if (message instanceof messages.DataRowMessage) {
      current.rows.push(message.fields as (string | null)[]);
    } else if (message instanceof messages.RowDescriptionMessage) {
      current.fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    } else if (message instanceof messages.CommandCompleteMessage) {
      const words = message.text.split(' ');
      const command = words[0]!;
      const count = Number.parseInt(words[words.length - 1]!, 10);
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) affectedRows += count;
      const rowCount = Number.isNaN(count) ? undefined : count;
      answer.results.push({ ...current, affectedRows, command, rowCount });
      current = { rows: [], fields: [] };
    } else if (message instanceof messages.DatabaseError) {
      answer.error ??= message;
    } else if (message instanceof messages.NotificationResponseMessage) {
      answer.notifications.push({ channel: message.channel, payload: message.payload });
    }
  });
  if (!answer.results.length) answer.results.push({ rows: [], fields: [], affectedRows: 0 });
  return answer;
}
