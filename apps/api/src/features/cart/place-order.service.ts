/**
 * Checkout (docs/product.md §7 POST /api/cart/checkout/{userId}, docs/architecture.md §5): the cart becomes an
 * AWAITING_PAYMENT order in one transaction. The cart row is locked, then every inventory the order
 * takes from (in id order, as every writer of stock locks them); stock is taken through the stock
 * domain (SOLD entries), the vouchers through the vouchers domain, and the order's first history
 * row through the order-status domain, all in that one transaction.
 */
import type { CheckoutOrder } from '@lumbung/contracts';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/statements';
import { placeOrder } from '../../domain/order-status';
import { lockStock, moveStock } from '../../domain/stock';
import { useVouchersForOrder } from '../../domain/vouchers';
import { AppError } from '../../platform/errors';
import { stockError } from './cart-lines.service';
import { readCart } from './cart.rows.sql';
import {
  claimIdempotencyKey,
  emptyCart,
  insertOrderItems,
  storedIdempotentAnswer,
  storeIdempotentAnswer,
  type OrderItemColumns,
} from './place-order.sql';
import { priceCart } from './priced-cart';

/** How long a shopper has to pay a new order by manual transfer (docs/architecture.md §5). */
export const PAYMENT_WINDOW_MS = 60 * 60 * 1000;

export const CHECKOUT_ROUTE = 'POST /api/cart/checkout';

/**
 * POST /api/cart/checkout/{userId}: the cart becomes an AWAITING_PAYMENT order in one
 * transaction. With an Idempotency-Key, the first successful answer is stored with the order and
 * a repeat of the key answers it again (a key whose first try failed may be tried again).
 */
export async function checkout(
  db: Db,
  userId: number,
  idempotencyKey: string | undefined,
): Promise<{ order: CheckoutOrder; replayed: boolean }> {
  if (idempotencyKey) {
    const stored = await storedIdempotentAnswer(db, userId, idempotencyKey, CHECKOUT_ROUTE);
    if (stored) return { order: stored, replayed: true };
  }
  try {
    return await transaction(db, async (tx) => {
      if (idempotencyKey) {
        // Claims the key; a concurrent request with the same key waits here until this one ends.
        if (!(await claimIdempotencyKey(tx, userId, idempotencyKey, CHECKOUT_ROUTE))) throw new KeyTaken();
      }
      const order = await orderFromCart(tx, userId, idempotencyKey);
      if (idempotencyKey) {
        await storeIdempotentAnswer(tx, userId, idempotencyKey, CHECKOUT_ROUTE, order);
      }
      return { order, replayed: false };
    });
  } catch (error) {
    if (error instanceof KeyTaken && idempotencyKey) {
      const stored = await storedIdempotentAnswer(db, userId, idempotencyKey, CHECKOUT_ROUTE);
      if (stored) return { order: stored, replayed: true };
      throw new AppError(409, 'IDEMPOTENCY_KEY_BUSY');
    }
    throw error;
  }
}

class KeyTaken extends Error {}

async function orderFromCart(
  tx: Tx,
  userId: number,
  idempotencyKey: string | undefined,
): Promise<CheckoutOrder> {
  const read = await readCart(tx, userId, true);
  const cart = read.cart;
  if (!cart || read.rows.length === 0) throw new AppError(422, 'CART_EMPTY');
  for (const r of read.rows) {
    if (!r.sellable) throw new AppError(409, 'PRODUCT_NOT_FOUND');
  }

  // Lock every inventory the order may take from, in id order (no deadlocks between checkouts).
  const ids = new Set<number>();
  for (const r of read.rows) {
    ids.add(r.inventory_id);
    if (r.bogo_inventory_id !== null) ids.add(r.bogo_inventory_id);
  }
  const stock = await lockStock(tx, [...ids]);

  // Paid units first: each must be in stock now.
  for (const r of read.rows) {
    const left = stock.get(r.inventory_id) ?? 0;
    if (r.quantity > left) throw stockError(left, r.product_name, 409);
  }
  // Price with the locked stock; free units only from what every paid unit leaves.
  const priced = priceCart(read, stock);
  const remaining = new Map(stock);
  const take = new Map<number, number>();
  for (const i of priced.items) {
    remaining.set(i.row.inventory_id, remaining.get(i.row.inventory_id)! - i.row.quantity);
    take.set(i.row.inventory_id, (take.get(i.row.inventory_id) ?? 0) + i.row.quantity);
  }
  for (const i of priced.items) {
    if (!i.free) continue;
    const units = Math.max(0, Math.min(i.free.quantity, remaining.get(i.free.inventory_id) ?? 0));
    i.free.quantity = units;
    i.item.free_quantity = units;
    remaining.set(i.free.inventory_id, (remaining.get(i.free.inventory_id) ?? 0) - units);
    if (units > 0) take.set(i.free.inventory_id, (take.get(i.free.inventory_id) ?? 0) + units);
  }

  const { totals } = priced;
  const cartDiscount = totals.store_discount + totals.cart_discount;
  const deadline = new Date(Date.now() + PAYMENT_WINDOW_MS);
  const order = await placeOrder(tx, {
    userId,
    storeId: cart.store_id,
    itemsPrice: totals.items_price,
    cartDiscount,
    totalPrice: totals.cart_price,
    paymentDeadline: deadline,
    idempotencyKey: idempotencyKey ?? null,
  });
  const orderId = order.order_id;

  // Order items: a copy of each line (names and prices as they are now); a different free product
  // gets a line of its own at price 0.
  const cols: OrderItemColumns = [[], [], [], [], [], [], [], []];
  const push = (...v: [number, number, string, number, number, number, number, number]) =>
    v.forEach((value, k) => (cols[k] as unknown[]).push(value));
  for (const i of priced.items) {
    const r = i.row;
    const sameFree = i.free && i.free.inventory_id === r.inventory_id ? i.free.quantity : 0;
    push(
      r.inventory_id,
      r.product_id,
      r.product_name,
      r.price,
      r.quantity,
      sameFree,
      i.item.product_price,
      r.price * r.quantity - i.item.product_price,
    );
    if (i.free && i.free.quantity > 0 && i.free.inventory_id !== r.inventory_id) {
      const f = i.free;
      push(
        f.inventory_id,
        f.product_id,
        f.product_name,
        f.price,
        f.quantity,
        f.quantity,
        0,
        f.price * f.quantity,
      );
    }
  }
  await insertOrderItems(tx, orderId, cols);

  const sold = await moveStock(
    tx,
    [...take.entries()].map(([inventoryId, units]) => ({ inventoryId, change: -units })),
    { cause: 'ORDER', category: 'SOLD', by: userId, orderId, note: `Order ${orderId}` },
  );
  // The inventories are locked and were checked: this cannot happen, and must never pass silently.
  if (!sold.ok) {
    throw stockError(sold.reason === 'insufficient-stock' ? sold.stock : 0, 'an item', 409);
  }

  // Vouchers that took something off move to the order and are used; the others go back. Then the
  // cart is emptied.
  const used: { id: number; amount: number }[] = [];
  for (const i of priced.items) {
    if (i.item.voucher && i.voucherCut > 0)
      used.push({ id: i.item.voucher.user_voucher_id, amount: i.voucherCut });
  }
  if (priced.cartVoucher && totals.cart_discount > 0) {
    used.push({ id: priced.cartVoucher.user_voucher_id, amount: totals.cart_discount });
  }
  await useVouchersForOrder(tx, { orderId, userId, cartId: cart.cart_id, used });
  await emptyCart(tx, cart.cart_id);

  return {
    order_id: orderId,
    store_id: cart.store_id,
    status: 'AWAITING_PAYMENT',
    items_price: totals.items_price,
    cart_discount: cartDiscount,
    total_price: totals.cart_price,
    payment_deadline: new Date(order.payment_deadline).toISOString(),
    created_at: new Date(order.created_at).toISOString(),
  };
}
