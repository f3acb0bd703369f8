/**
 * The embedded database on a thread of its own: PGlite runs here, and the API's thread sends it
 * statements (pglite-thread.ts). PostgreSQL's work (WebAssembly) and the HTTP work then use the
 * machine's cores at once, and a long statement no longer stops the server from answering.
 *
 * This thread parses nothing: every value goes back as the text PostgreSQL wrote, and the API's
 * thread parses it with the parsers the caller asked for (Drizzle's, or PGlite's own).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, protocol, types, type Results, type Transaction } from '@electric-sql/pglite';
import {
  ARRAY_TYPES_SQL,
  PGLITE_EXTENSIONS,
  type RawResult,
  type ThreadData,
  type ThreadError,
  type ThreadMessage,
  type ThreadRequest,
} from './pglite-thread.protocol';
import { SESSION_SETTINGS } from './session-settings';

const port = parentPort!;
const { dir } = workerData as ThreadData;
const post = (message: ThreadMessage) => port.postMessage(message);

/** Open transactions: the PGlite transaction and how to end it. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; ended: Promise<unknown> }
>();
const listeners = new Map<number, () => Promise<void>>();
let nextId = 1;
/** Requests PGlite is working on, waiting for its locks included. */
let working = 0;

function errorData(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { message: error.message, name: error.name, fields };
}

const rawResult = (result: Results<unknown[]>): RawResult => ({
  rows: result.rows as (string | null)[][],
  fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  affectedRows: result.affectedRows ?? 0,
  command: result.command,
  rowCount: result.rowCount,
});

function target(pg: PGlite, tx: number | null): PGlite | Transaction {
  if (tx === null) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/**
 * A statement outside any transaction while PGlite has nothing else to do: one call into
 * PostgreSQL (the simple protocol), and its answer goes to the API's thread as the bytes PostgreSQL
 * wrote, to be read there (readAnswer). PGlite's `exec` does the same work behind two locks, with a
 * second call (Sync), and reads the answer here; nothing else can be running, so neither lock is
 * needed, and this thread is the busier of the two.
 */
function execNow(pg: PGlite, text: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Synchronous without syncToFs (a no-op on a directory anyway): done when the call returns.
  void pg.execProtocolRawStream(protocol.serialize.query(text), {
    syncToFs: false,
    onRawData: (data) => {
      chunks.push(data.slice());
      size += data.length;
    },
  });
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

async function answer(pg: PGlite, request: ThreadRequest): Promise<unknown> {
  if (request.op === 'exec' && request.tx === null && working === 0 && transactions.size === 0 && pg.ready) {
    return execNow(pg, request.text);
  }
  working++;
  try {
    return await work(pg, request);
  } finally {
    working--;
  }
}

async function work(pg: PGlite, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return rawResult(
        await target(pg, request.tx).query<unknown[]>(request.text, request.params, { rowMode: 'array' }),
      );
    case 'exec':
      return (await target(pg, request.tx).exec(request.text, { rowMode: 'array' })).map((r) =>
        rawResult(r as Results<unknown[]>),
      );
    case 'begin':
      return new Promise<number>((begun, failed) => {
        const id = nextId++;
        const ended = pg.transaction(
          (tx) =>
            new Promise<void>((resolve) => {
              transactions.set(id, {
                tx,
                ended,
                end: (commit) => {
                  transactions.delete(id);
                  // Rolled back with ROLLBACK, committed when the callback returns.
                  if (commit) resolve();
                  else void tx.rollback().then(resolve, resolve);
                },
              });
              begun(id);
            }),
        );
        // BEGIN itself failed: the callback never ran.
        ended.catch(failed);
      });
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('Transaction is closed');
      open.end(request.commit);
      await open.ended;
      return null;
    }
    case 'listen': {
      const id = nextId++;
      const unlisten = await pg.listen(request.channel, (payload) =>
        post({ kind: 'notification', listener: id, payload }),
      );
      listeners.set(id, unlisten);
      return id;
    }
    case 'unlisten': {
      const unlisten = listeners.get(request.listener);
      listeners.delete(request.listener);
      await unlisten?.();
      return null;
    }
    case 'close':
      await pg.close();
      return null;
  }
}

async function main() {
  let pg: PGlite;
  let arrayTypes: [number, number][];
  try {
    pg = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    // Before any statement of the app (on PGlite a sequential scan also asks the file system for
    // the table's size: a system call per statement that an index look-up does not make).
    await pg.exec(SESSION_SETTINGS);
    const arrays = await pg.query<{ oid: number; typarray: number }>(ARRAY_TYPES_SQL);
    arrayTypes = arrays.rows.map((r) => [r.oid, r.typarray]);
  } catch (error) {
    post({ kind: 'failed', error: errorData(error) });
    port.close();
    return;
  }
  // Every type comes back as its text: the API's thread parses it.
  const asText = (value: string) => value;
  const keys = [...Object.keys(types.parsers), ...arrayTypes.map(([, array]) => String(array))];
  pg.parsers = Object.fromEntries(keys.map((key) => [key, asText]));

  port.on('message', (request: ThreadRequest) => {
    answer(pg, request).then(
      (result) => {
        if (result instanceof Uint8Array) {
          port.postMessage({ kind: 'bytes', id: request.id, bytes: result } satisfies ThreadMessage, [
            result.buffer as ArrayBuffer,
          ]);
        } else post({ kind: 'answer', id: request.id, result });
        if (request.op === 'close') port.close();
      },
      (error: unknown) => post({ kind: 'refusal', id: request.id, error: errorData(error) }),
    );
  });
  post({ kind: 'ready', arrayTypes });
}

void main();
