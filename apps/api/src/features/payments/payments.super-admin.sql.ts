/** The SQL of the super admin's payments: which store a payment belongs to. */
import type { Db } from '../../db/client';
import { runner } from '../../db/statements';

const STORE_OF_PAYMENT_SQL = `select o.store_id from payments p join orders o on o.order_id = p.order_id where p.payment_id = $1::int`;

/** The store of a payment's order; undefined when there is no such payment. */
export async function storeOfPayment(db: Db, paymentId: number): Promise<number | undefined> {
  const [row] = await runner(db)<{ store_id: number }>('payment_store_of', STORE_OF_PAYMENT_SQL, [paymentId]);
  return row?.store_id;
}
