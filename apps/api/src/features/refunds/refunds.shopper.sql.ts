/** The SQL of a refund as its shopper and its proof's viewers see it: whose it is, where its proof is. */
import type { RefundMethod } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { runner } from '../../db/statements';

export interface RefundOwners {
  order_id: number;
  user_id: number;
  store_id: number;
  method: RefundMethod;
  proof_image: string | null;
}

/** $1 refund id: its order, shopper, store, method and proof key (no row: no refund). */
const OWNERS_SQL = `select r.order_id, r.user_id, r.store_id, r.method::text as method, r.proof_image
  from refunds r where r.refund_id = $1::int`;

/** A refund's order, shopper, store, method and proof key; undefined when there is no such refund. */
export async function refundOwners(db: Db, refundId: number): Promise<RefundOwners | undefined> {
  const [row] = await runner(db)<RefundOwners>('refund_owners', OWNERS_SQL, [refundId]);
  return row;
}
