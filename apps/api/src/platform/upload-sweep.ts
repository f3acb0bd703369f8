/**
 * Files of uploads that no row names: a request killed between saving its picture and committing
 * its row, or a replaced picture whose removal failed. They are removed once they are older than
 * ORPHAN_UPLOAD_AGE_HOURS, so an upload whose request is still running is never taken.
 */
import type { Db } from '../db/client';
import { referencedUploads } from '../db/upload-references';
import type { Job } from './jobs';
import type { SavedFile, Storage } from './storage';

/** Far longer than any request that saves a file and then writes its row. */
export const ORPHAN_UPLOAD_AGE_HOURS = 6;

export async function sweepOrphanUploads(
  db: Db,
  storage: Storage,
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<{ orphanUploadsRemoved: number }> {
  const before = now().getTime() - ORPHAN_UPLOAD_AGE_HOURS * 3600_000;
  // Listed first: a file saved after the list cannot be taken, whatever its row does meanwhile.
  // Public files go by their address, private ones (proofs) by their key: rows keep one or the other.
  const isOld = (file: SavedFile) => file.savedAt.getTime() < before;
  const publicOld = (await storage.list()).filter(isOld);
  const privateOld = (await storage.private.list()).filter(isOld);
  if (publicOld.length + privateOld.length === 0) return { orphanUploadsRemoved: 0 };
  const kept = await referencedUploads(db);
  let removed = 0;
  for (const [files, remove] of [
    [publicOld, (address: string) => storage.remove(address)],
    [privateOld, (key: string) => storage.private.remove(key)],
  ] as const) {
    for (const file of files) {
      if (kept.has(file.address)) continue;
      await remove(file.address);
      removed += 1;
    }
  }
  return { orphanUploadsRemoved: removed };
}

export function uploadSweepJob(db: Db, storage: Storage): Job {
  return { name: 'orphan-uploads', run: () => sweepOrphanUploads(db, storage) };
}
