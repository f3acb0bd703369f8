import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  OrderDetailResponse,
  ShopperProductDetailResponse,
  ShopperProductsResponse,
  type ShopperProductDetail,
} from '@lumbung/contracts';

/**
 * GET /api/users/products/{storeId}{query} as a shopper reads it: 200 and the contract's shape
 * (`storeId` null: the path without a store).
 */
export async function shopperList(
  app: FastifyInstance,
  storeId: number | string | null,
  query = '',
): Promise<ShopperProductsResponse> {
  const path = storeId === null ? '/api/users/products' : `/api/users/products/${storeId}`;
  const res = await app.inject({ url: `${path}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ShopperProductsResponse.parse(res.json());
}

/** GET /api/users/products/detail/{inventoryId}: 201 (docs/product.md §7) and the product page's item. */
export async function shopperDetail(
  app: FastifyInstance,
  inventoryId: number,
): Promise<ShopperProductDetail> {
  const res = await app.inject({ url: `/api/users/products/detail/${inventoryId}` });
  expect(res.statusCode, res.body).toBe(201);
  return ShopperProductDetailResponse.parse(res.json()).inventory;
}

/** GET /api/order/details/{userId}/{orderId} as the order's shopper: the order the contract reads. */
export async function shopperOrder(
  app: FastifyInstance,
  o: { shopper: { id: number; headers: { authorization: string } }; orderId: number },
) {
  return OrderDetailResponse.parse(
    (
      await app.inject({
        url: `/api/order/details/${o.shopper.id}/${o.orderId}`,
        headers: o.shopper.headers,
      })
    ).json(),
  ).data.order;
}
