/** The SQL of a proof of transfer: the stored key of a payment's proof and whose it is. */
import type { Db } from '../../db/client';
import { runner } from '../../db/statements';

/** $1 payment id: its proof's storage key, its shopper and its order's store (no row: no payment). */
const PROOF_OWNERS_SQL = `
  select p.pop_image, p.user_id, o.store_id
  from payments p join orders o on o.order_id = p.order_id
  where p.payment_id = $1::int`;

export interface ProofOwners {
  pop_image: string | null;
  user_id: number;
  store_id: number;
}

/** A payment's proof key, shopper and store; undefined when there is no such payment. */
export async function proofOwners(db: Db, paymentId: number): Promise<ProofOwners | undefined> {
  const [row] = await runner(db)<ProofOwners>('payment_proof_owners', PROOF_OWNERS_SQL, [paymentId]);
  return row;
}
