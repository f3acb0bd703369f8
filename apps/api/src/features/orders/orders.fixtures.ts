/**
 * Test helpers of the order tests: shoppers, carts and orders made through the real API, and the
 * stock journal invariant (DESIGN §3).
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { AddToCartResponse, CheckoutResponse } from '@lumbung/contracts';
import type { TestApp } from '../../../test/build-test-app';
import { authHeaders, userIdOf } from '../../../test/sessions';
import { makeShoppers } from '../cart/cart.fixtures';

export interface Shopper {
  id: number;
  headers: { authorization: string };
}

/** Shoppers, carts and orders through the real API of one app. */
export function orderHelpers(app: () => TestApp) {
  const t = () => app();
  return {
    async shopper(): Promise<Shopper> {
      const [email] = await makeShoppers(t().db, 1);
      return { id: await userIdOf(t().app, email!), headers: await authHeaders(t().app, email!) };
    },
    async add(s: Shopper, inventoryId: number, quantity = 1) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: s.headers,
        payload: { user_id: s.id, inventory_id: inventoryId, quantity },
      });
      expect(res.statusCode, res.body).toBe(201);
      return AddToCartResponse.parse(res.json());
    },
    async checkout(s: Shopper, key?: string): Promise<number> {
      const res = await t().app.inject({
        method: 'POST',
        url: `/api/cart/checkout/${s.id}`,
        headers: { ...s.headers, ...(key ? { 'idempotency-key': key } : {}) },
      });
      expect(res.statusCode, res.body).toBe(201);
      return CheckoutResponse.parse(res.json()).data.order.order_id;
    },
    /** Moves an order's payment deadline `minutes` into the past. */
    async expire(orderId: number, minutes = 1) {
      await t().db.execute(
        sql`update orders set payment_deadline = now() - make_interval(mins => ${minutes}::int)
            where order_id = ${orderId}`,
      );
    },
  };
}
