import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  ShopperProductDetailResponse,
  ShopperProductsResponse,
  type ShopperProductDetail,
} from '@lumbung/contracts';

/** GET /api/users/products/{storeId}{query} as a shopper reads it: 200 and the contract's shape. */
export async function shopperList(
  app: FastifyInstance,
  storeId: number,
  query = '',
): Promise<ShopperProductsResponse> {
  const res = await app.inject({ url: `/api/users/products/${storeId}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return ShopperProductsResponse.parse(res.json());
}

/** GET /api/users/products/detail/{inventoryId}: 201 (SPEC) and the product page's item. */
export async function shopperDetail(
  app: FastifyInstance,
  inventoryId: number,
): Promise<ShopperProductDetail> {
  const res = await app.inject({ url: `/api/users/products/detail/${inventoryId}` });
  expect(res.statusCode, res.body).toBe(201);
  return ShopperProductDetailResponse.parse(res.json()).inventory;
}
