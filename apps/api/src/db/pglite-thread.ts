/**
 * The embedded database on its own thread (pglite-worker.ts), behind the part of PGlite's client
 * that Drizzle and db/statements use: query, exec, transaction, listen. Values are parsed here, on
 * the API's thread, exactly as PGlite would: its parsers, the array types it knows at start, and
 * the caller's own parsers (Drizzle keeps dates as text) first. Errors come back with PostgreSQL's
 * fields (code, constraint, ...), as PGlite's DatabaseError.
 *
 * Why a thread: docs/decisions/0034-pglite-on-a-thread-of-its-own.md.
 */
import { Worker } from 'node:worker_threads';
import { messages, types, type Results } from '@electric-sql/pglite';
import {
  readAnswer,
  type RawResult,
  type ThreadData,
  type ThreadError,
  type ThreadMessage,
  type ThreadRequest,
} from './pglite-thread.protocol';

type Parser = (value: string, typeId?: number) => unknown;
type Parsers = Record<number | string, Parser>;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Parsers;
}

/** A transaction's handle, as PGlite's transaction callback gets it. */
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

// A request without its id: `#request` adds it.
type Payload = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * PostgreSQL's severities after which its process cannot go on (a PANIC: a WAL file it could not
 * write, a full disk). PGlite keeps running in the same thread after one and spins at full CPU
 * without answering, so the thread is ended and the failure reported instead.
 */
const FATAL_SEVERITIES = new Set(['PANIC', 'FATAL']);

/** How long a close waits for PGlite's own (a checkpoint) before the thread is ended. */
const CLOSE_LIMIT_MS = 5000;

export class PgliteThread {
  readonly waitReady: Promise<void>;
  /**
   * Settles with the reason when the database stops by itself (a PANIC, a crash of its thread),
   * never after `close`: the process cannot serve without it, and says why.
   */
  readonly failure: Promise<Error>;
  #reportFailure: (error: Error) => void = () => undefined;
  readonly #dir: string;
  #worker: Worker;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #listeners = new Map<number, { channel: string; callback: (payload: string) => void }>();
  #nextId = 1;
  #parsers: Parsers = { ...(types.parsers as Parsers) };
  #stopped: Error | null = null;
  #closed = false;

  constructor(dir: string) {
    this.#dir = dir;
    this.failure = new Promise((report) => (this.#reportFailure = report));
    const source = import.meta.url.endsWith('.ts');
    const data: ThreadData = { dir };
    // A source run (tests, npm run dev) runs the TypeScript entry through tsx; the build has the
    // worker bundled beside server.js.
    if (source) data.entry = new URL('./pglite-worker.ts', import.meta.url).href;
    this.#worker = new Worker(new URL(source ? './ts-worker.mjs' : './pglite-worker.js', import.meta.url), {
      workerData: data,
    });
    this.waitReady = new Promise((ready, failed) => {
      this.#worker.on('message', (message: ThreadMessage) => {
        switch (message.kind) {
          case 'ready':
            for (const [element, array] of message.arrayTypes) {
              this.#parsers[array] = (value) => types.arrayParser(value, this.#parsers[element]!, array);
            }
            ready();
            break;
          case 'failed':
            failed(errorOf(message.error));
            break;
          case 'answer':
            this.#settle(message.id)?.resolve(message.result);
            break;
          case 'bytes':
            this.#settle(message.id)?.resolve(message.bytes);
            break;
          case 'refusal': {
            const error = errorOf(message.error);
            this.#settle(message.id)?.reject(error);
            this.#failIfFatal(error);
            break;
          }
          case 'notification':
            this.#listeners.get(message.listener)?.callback(message.payload);
            break;
        }
      });
      this.#stop = (error: Error) => {
        const first = this.#stopped === null;
        this.#stopped ??= error;
        for (const { reject } of this.#pending.values()) reject(error);
        this.#pending.clear();
        failed(error);
        if (first && !this.#closed) this.#reportFailure(error);
      };
      this.#worker.on('error', (error) =>
        this.#stop(new Error(`The embedded database in ${dir} stopped: ${error.message}`)),
      );
      this.#worker.on('exit', () => this.#stop(new Error('PGlite is closed')));
    });
    // Nobody may be waiting for it yet (a start that failed).
    this.waitReady.catch(() => undefined);
  }

  #stop: (error: Error) => void = () => undefined;

  /** After a PANIC nothing more can be asked: the thread ends, and every caller hears why. */
  #failIfFatal(error: Error) {
    const { severity, code } = error as Error & { severity?: unknown; code?: unknown };
    if (typeof severity !== 'string' || !FATAL_SEVERITIES.has(severity)) return;
    const advice =
      code === '53100'
        ? `Free some space on the disk that holds ${this.#dir}, then start LUMBUNG again.`
        : 'Start LUMBUNG again once the cause is fixed.';
    this.#stop(
      new Error(
        `The embedded database in ${this.#dir} stopped: ${error.message}. ${advice} ` +
          'Every committed change is kept.',
      ),
    );
    void this.#worker.terminate();
  }

  get closed(): boolean {
    return this.#closed || this.#stopped !== null;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(null, text, params, options);
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(null, text, options);
  }

  /** Runs `fn` in a transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#request({ op: 'begin' })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    /** Ends the transaction once: later calls find it closed and do nothing. */
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.#request({ op: 'end', tx: id, commit });
    };
    const tx: ThreadTransaction = {
      query: async (text, params = [], options) => (open(), this.#query(id, text, params, options)),
      exec: async (text, options) => (open(), this.#exec(id, text, options)),
      rollback: async () => {
        open();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await end(false);
      throw error;
    }
    await end(true);
    return result;
  }

  /** Calls `callback` with each NOTIFY payload of `channel`; resolves to the way to stop. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = (await this.#request({ op: 'listen', channel })) as number;
    this.#listeners.set(listener, { channel, callback });
    return async () => {
      this.#listeners.delete(listener);
      await this.#request({ op: 'unlisten', listener });
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.#closed = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      // A thread that stopped answering would hold a shutdown forever.
      await Promise.race([
        this.#request({ op: 'close' }),
        new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_LIMIT_MS))),
      ]);
    } finally {
      clearTimeout(timer);
      await this.#worker.terminate();
    }
  }

  async #query<T>(tx: number | null, text: string, params: unknown[], options?: QueryOptions) {
    const raw = (await this.#request({ op: 'query', tx, text, params })) as RawResult;
    return this.#parse(raw, options) as Results<T>;
  }

  async #exec(tx: number | null, text: string, options?: QueryOptions) {
    const answer = (await this.#request({ op: 'exec', tx, text })) as RawResult[] | Uint8Array;
    if (!(answer instanceof Uint8Array)) return answer.map((raw) => this.#parse(raw, options));
    // Run at once by the database's thread, which sent PostgreSQL's bytes: read them here.
    const { results, error, notifications } = readAnswer(answer);
    for (const { channel, payload } of notifications) {
      for (const listener of this.#listeners.values()) {
        if (listener.channel === channel) listener.callback(payload);
      }
    }
    if (error) {
      this.#failIfFatal(error);
      throw error;
    }
    return results.map((raw) => this.#parse(raw, options));
  }

  #request(payload: Payload): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...payload, id } as ThreadRequest);
    });
  }

  #settle(id: number) {
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    return pending;
  }

  /** The rows as PGlite would give them (its `parseResults`), each column's parser found once. */
  #parse(raw: RawResult, options?: QueryOptions): Results {
    const { fields } = raw;
    const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? this.#parsers[f.dataTypeID]);
    const value = (text: string | null, i: number) => {
      const parse = parsers[i];
      return text === null || !parse ? text : parse(text, fields[i]!.dataTypeID);
    };
    const rows =
      options?.rowMode === 'array'
        ? raw.rows.map((row) => row.map(value))
        : raw.rows.map((row) => {
            const object: Record<string, unknown> = {};
            for (let i = 0; i < fields.length; i++) object[fields[i]!.name] = value(row[i]!, i);
            return object;
          });
    const result: Results = { rows, fields, affectedRows: raw.affectedRows };
    if (raw.command !== undefined) (result as { command?: string }).command = raw.command;
    if (raw.rowCount !== undefined) result.rowCount = raw.rowCount;
    return result;
  }
}

/** An error from the database's thread: PGlite's DatabaseError when PostgreSQL raised it. */
function errorOf({ message, name, fields }: ThreadError): Error {
  if (name === 'error') {
    const length = typeof fields.length === 'number' ? fields.length : 0;
    return Object.assign(new messages.DatabaseError(message, length, 'error'), fields);
  }
  return Object.assign(new Error(message), fields);
}
