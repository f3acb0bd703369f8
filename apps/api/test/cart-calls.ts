import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { expect } from 'vitest';
import { AddToCartResponse, CartItemsResponse, ErrorBody } from '@lumbung/contracts';
import type { TestApp } from './build-test-app';
import { orderHelpers, type Shopper } from './factories';

/**
 * The answer parsed by its contract, and exactly the contract: the cart's answers are sent as JSON
 * text past the serializer's check (platform/json-reply.ts), so nothing beyond the schema may be in them.
 */
export function exactly<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.parse(body);
  expect(body).toEqual(parsed);
  return parsed;
}

/** The message of an error answer. */
export function errorOf(res: { json(): unknown }): string {
  return ErrorBody.parse(res.json()).message;
}

/**
 * The cart's calls as a shopper makes them, on a test file's app (the cart test files share them):
 * each answer as it comes, where `orderHelpers` checks it succeeded; its shopper and redeems as they are.
 */
export function cartCalls(app: () => TestApp) {
  const orders = orderHelpers(app);
  const inject = (options: InjectOptions) => app().app.inject(options);
  const add = (s: Shopper, inventoryId: number, quantity?: number, userId = s.id) =>
    inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: s.headers,
      payload: { user_id: userId, inventory_id: inventoryId, ...(quantity ? { quantity } : {}) },
    });
  return {
    shopper: orders.shopper,
    redeemProduct: orders.redeemProduct,
    redeemCart: orders.redeemCart,
    add,
    /** An add that must succeed: its answer, exactly the contract. */
    async addOk(s: Shopper, inventoryId: number, quantity?: number) {
      const res = await add(s, inventoryId, quantity);
      expect(res.statusCode, res.body).toBe(201);
      return exactly(AddToCartResponse, res.json());
    },
    /** The shopper's cart as GET /api/cart/items answers it. */
    async items(s: Shopper) {
      const res = await inject({ url: `/api/cart/items/${s.id}`, headers: s.headers });
      expect(res.statusCode, res.body).toBe(200);
      return exactly(CartItemsResponse, res.json()).cart_data;
    },
    quantity: (s: Shopper, cartItemId: number, q: unknown, userId = s.id) =>
      inject({
        method: 'POST',
        url: '/api/cart/quantity',
        headers: s.headers,
        payload: { user_id: userId, cart_item_id: cartItemId, quantity: q },
      }),
    checkout: (s: Shopper, key?: string) =>
      inject({
        method: 'POST',
        url: `/api/cart/checkout/${s.id}`,
        headers: { ...s.headers, ...(key ? { 'idempotency-key': key } : {}) },
      }),
  };
}
