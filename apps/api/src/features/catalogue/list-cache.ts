/**
 * A cache of product-list answers (their JSON), for the embedded database.
 *
 * PGlite runs inside the API's own thread, so every query there costs the API's time; the product
 * list is read far more often than the catalogue changes. The database tells the cache what went
 * stale: migration 0003 sends NOTIFY catalogue_changed (a store id, or '*') at the commit of every
 * change a list shows, and PGlite delivers it before the writer's call returns, so a read after a
 * write never sees the old answer. Time alone changes a list only when a discount starts or ends:
 * each answer is kept until the next such moment of its store (and at most MAX_AGE_MS).
 *
 * With PostgreSQL there is no cache: its notifications reach a listener a moment after the commit,
 * and the queries run in the server's own processes, in parallel.
 */
import type { Db } from '../../db/client';
import { pgliteOf } from '../../db/statements';

export const MAX_AGE_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 2000;

interface Entry {
  /** The store whose shelves the answer shows (after falling back to the default store). */
  storeId: number;
  json: string;
  expiresAt: number;
}

export class ListCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: an answer read before one is never kept after it. */
  private generation = 0;

  /** The generation to hand back to `set` with an answer read from the database now. */
  get current(): number {
    return this.generation;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.json;
  }

  /** Keeps an answer unless the catalogue changed since `generation` was read. */
  set(key: string, entry: Entry, generation: number): void {
    if (generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) {
      // The oldest answer goes first (a Map iterates in insertion order).
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, entry);
  }

  /** Drops the answers of one store, or of every store for '*' (or anything unreadable). */
  invalidate(payload: string): void {
    this.generation++;
    const storeId = /^\d+$/.test(payload) ? Number(payload) : null;
    if (storeId === null) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.storeId === storeId) this.entries.delete(key);
    }
  }
}

/**
 * A cache kept true by the embedded database's notifications, or null on PostgreSQL (no cache
 * there). `stop` ends the listening when the app closes.
 */
export async function listenForCatalogueChanges(
  db: Db,
): Promise<{ cache: ListCache; stop: () => Promise<void> } | null> {
  const pglite = pgliteOf(db);
  if (!pglite) return null;
  const cache = new ListCache();
  // The database notifies only sessions that ask (migration 0003); PGlite has this one session.
  await pglite.exec(`set lumbung.catalogue_notify = 'on'`);
  const unlisten = await pglite.listen('catalogue_changed', (payload) => cache.invalidate(payload));
  return {
    cache,
    stop: async () => {
      await unlisten().catch(() => undefined);
    },
  };
}
