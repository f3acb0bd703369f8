/** The SQL of a proof of transfer: the stored key of a payment's proof and whose it is. */

/** $1 payment id: its proof's storage key, its shopper and its order's store (no row: no payment). */
export const PROOF_OWNERS_SQL = `
  select p.pop_image, p.user_id, o.store_id
  from payments p join orders o on o.order_id = p.order_id
  where p.payment_id = $1::int`;
