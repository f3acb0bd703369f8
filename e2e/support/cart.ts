import { expect } from 'vitest';
import {
  CartItemsResponse,
  ShopperProductsResponse,
  type CartData,
  type ShopperProduct,
} from '@lumbung/contracts';
import { claimsOf, FLAGSHIP_STORE } from './accounts';
import { call } from './api';
import { baseUrl } from './browser';

/** The shopper's cart as the API holds it. */
export async function cartOf(token: string): Promise<CartData> {
  const { id } = claimsOf(token);
  const response = await fetch(`${baseUrl()}/api/cart/items/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok, `the cart answered ${response.status}`).toBe(true);
  return CartItemsResponse.parse(await response.json()).cart_data;
}

/** Empties the shopper's cart through the API, so a journey starts from nothing. */
export async function emptyCart(token: string): Promise<void> {
  const { id } = claimsOf(token);
  for (const item of (await cartOf(token)).cart_items) {
    const response = await fetch(`${baseUrl()}/api/cart/${id}/${item.cart_item_id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok).toBe(true);
  }
}

/**
 * The first 40 products of the flagship store as the shopper sees them: sorted as asked, else in
 * the store's own order.
 */
export async function flagshipProducts(
  token: string,
  sort?: { field: 'price' | 'user_stock'; order: 'asc' | 'desc' },
): Promise<ShopperProduct[]> {
  const sorted = sort ? `sortField=${sort.field}&sortOrder=${sort.order}&` : '';
  const path = `/api/users/products/${FLAGSHIP_STORE.id}?${sorted}pageSize=40`;
  return ShopperProductsResponse.parse(await call('GET', path, token)).inventories;
}
