/**
 * The SQL of placing an order from the cart: the Idempotency-Key's claim and stored answer, the
 * order's item lines, and the emptied cart.
 */
import type { CheckoutOrder } from '@lumbung/contracts';
import { json, type Json } from '../../db/sql-helpers';
import { runner, type Conn } from '../../db/statements';

/** Claims a key; a concurrent request with the same key waits on it until the first one ends. */
const CLAIM_KEY_SQL = `insert into idempotency_keys (user_id, key, route, status_code, response)
           values ($1::int, $2::text, $3::text, 0, 'null'::jsonb)
           on conflict do nothing returning key`;

/** Whether the key was free (and is now this transaction's). */
export async function claimIdempotencyKey(
  tx: Conn,
  userId: number,
  key: string,
  route: string,
): Promise<boolean> {
  const claimed = await runner(tx)<{ key: string }>('cart_claim_key', CLAIM_KEY_SQL, [userId, key, route]);
  return claimed.length > 0;
}

const STORE_ANSWER_SQL = `update idempotency_keys set status_code = 201, response = $4::jsonb
           where user_id = $1::int and key = $2::text and route = $3::text`;

/** Keeps the successful answer with its key, for a repeat of the request. */
export async function storeIdempotentAnswer(
  tx: Conn,
  userId: number,
  key: string,
  route: string,
  order: CheckoutOrder,
): Promise<void> {
  await runner(tx)('cart_store_answer', STORE_ANSWER_SQL, [userId, key, route, JSON.stringify(order)]);
}

const STORED_ANSWER_SQL = `select status_code, response from idempotency_keys
     where user_id = $1::int and key = $2::text and route = $3::text`;

/** The answer a key's first successful request gave; null when there is none (yet). */
export async function storedIdempotentAnswer(
  on: Conn,
  userId: number,
  key: string,
  route: string,
): Promise<CheckoutOrder | null> {
  const [row] = await runner(on)<{ status_code: number; response: Json<CheckoutOrder> }>(
    'cart_stored_answer',
    STORED_ANSWER_SQL,
    [userId, key, route],
  );
  if (!row || row.status_code !== 201) return null;
  return json(row.response);
}

const INSERT_ORDER_ITEMS_SQL = `
  insert into order_items (order_id, inventory_id, product_id, product_name, original_price,
    quantity, free_quantity, product_price, discount_amount)
  select $1::int, * from unnest($2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[])`;

/** The order's lines, column by column (one array per column, in INSERT_ORDER_ITEMS_SQL's order). */
export type OrderItemColumns = [
  number[],
  number[],
  string[],
  number[],
  number[],
  number[],
  number[],
  number[],
];

export async function insertOrderItems(tx: Conn, orderId: number, cols: OrderItemColumns): Promise<void> {
  await runner(tx)('cart_insert_order_items', INSERT_ORDER_ITEMS_SQL, [orderId, ...cols]);
}

const EMPTY_CART_SQL = `delete from cart_items where cart_id = $1::int`;

export async function emptyCart(tx: Conn, cartId: number): Promise<void> {
  await runner(tx)('cart_empty', EMPTY_CART_SQL, [cartId]);
}
