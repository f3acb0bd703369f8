import { expect } from 'vitest';
import { CartItemsResponse, type CartData } from '@lumbung/contracts';
import { claimsOf } from './accounts';
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
