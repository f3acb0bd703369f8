/**
 * The addresses of uploaded files that rows still name (platform/upload-sweep.ts keeps them):
 * account pictures, product pictures, discount pictures, proofs of transfer and the stores' proofs
 * of refund transfers. A new column that keeps an upload's address must be added here, or its
 * files would be swept as orphans.
 */
import type { Db } from './client';
import { runner } from './statements';

export async function referencedUploads(db: Db): Promise<Set<string>> {
  const rows = await runner(db)<{ address: string }>(
    'uploads_referenced',
    `select image as address from users where image is not null
     union select product_image from product_images
     union select image from discounts where image is not null
     union select pop_image from payments where pop_image is not null
     union select proof_image from refunds where proof_image is not null`,
    [],
  );
  return new Set(rows.map((row) => row.address));
}
