import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  AddressesResponse,
  MESSAGES,
  OrderDetailResponse,
  ROUTES,
  type OrderDetail,
  type ShopperProduct,
} from '@lumbung/contracts';
import { claimsOf } from './accounts';
import { call, getParsed } from './api';
import { emptyCart, flagshipProducts } from './cart';

/** A real PNG the server re-encodes: a 1x1 green pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The shopper orders one unit of a product of store 28 through the API, sends its address, a
 * regular shipping and a bank-transfer proof dated today (WIB): an order waiting for the store's
 * check. Answers the order and the address its proof is shown at.
 */
export async function orderWithProof(shopper: string): Promise<{ orderId: number; proofUrl: string }> {
  const userId = claimsOf(shopper).id;
  await emptyCart(shopper);
  const inventories = await flagshipProducts(shopper, { field: 'price', order: 'asc' });
  const product = inventories.find((p) => p.user_stock >= 3 && p.discount_type !== 'BOGO');
  expect(product, 'a product in stock').toBeDefined();
  await call('POST', '/api/cart/add', shopper, { user_id: userId, inventory_id: product!.inventory_id });
  const checkout = (await call('POST', `/api/cart/checkout/${userId}`, shopper)) as {
    data: { order: { order_id: number } };
  };
  const orderId = checkout.data.order.order_id;
  await shipHome(shopper, orderId);
  const todayWib = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  const proof = new FormData();
  proof.append('pop_image', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
  proof.append('payment_method', 'BANK_TRANSFER');
  proof.append('payment_date', `${todayWib}T00:00:00+07:00`);
  const sent = (await call('POST', `/api/order/payment/${userId}/${orderId}`, shopper, proof)) as {
    message: string;
  };
  expect(sent.message).toBe(MESSAGES.PAYMENT_CREATED);
  const order = OrderDetailResponse.parse(
    await call('GET', `/api/order/details/${userId}/${orderId}`, shopper),
  ).data.order;
  return { orderId, proofUrl: order.payment!.pop_image! };
}

/** Products of the flagship store with stock to spare and no BOGO, dearest first. */
export async function productsInStock(token: string, count: number): Promise<ShopperProduct[]> {
  const inventories = await flagshipProducts(token, { field: 'price', order: 'desc' });
  const picked = inventories.filter((p) => p.user_stock >= 6 && p.discount_type !== 'BOGO').slice(0, count);
  expect(picked).toHaveLength(count);
  return picked;
}

/** A cart of `items` through the API, checked out through the API: the order's id. */
export async function orderThroughApi(
  token: string,
  items: { inventory_id: number; quantity: number }[],
): Promise<number> {
  await emptyCart(token);
  const userId = claimsOf(token).id;
  for (const item of items) await call('POST', '/api/cart/add', token, { user_id: userId, ...item });
  const answer = (await call('POST', `/api/cart/checkout/${userId}`, token)) as {
    data: { order: { order_id: number } };
  };
  return answer.data.order.order_id;
}

/** The order as its shopper's order page reads it. */
export async function orderOf(token: string, orderId: number): Promise<OrderDetail> {
  return (await getParsed(`/api/order/details/${claimsOf(token).id}/${orderId}`, token, OrderDetailResponse))
    .data.order;
}

/**
 * On the payment page of a gateway charge: the simulator pays it, the page goes to the order, and
 * its timeline ends with the store packing it.
 */
export async function payBySimulator(page: Page, orderId: number): Promise<void> {
  await Promise.all([
    page.waitForURL((url) => url.pathname === ROUTES.order(orderId)),
    page.getByRole('button', { name: 'Simulate payment' }).click(),
  ]);
  await page
    .getByRole('region', { name: 'Timeline' })
    .getByTestId('timeline-entry')
    .last()
    .filter({ hasText: 'Packing' })
    .waitFor();
}

/** The order goes to the shopper's default address by regular shipping: ready to pay. */
export async function shipHome(shopper: string, orderId: number): Promise<void> {
  const userId = claimsOf(shopper).id;
  const addresses = AddressesResponse.parse(await call('GET', `/api/profile/address/${userId}`, shopper));
  const home = addresses.data.find((a) => a.is_default) ?? addresses.data[0]!;
  await call('PUT', '/api/order/address', shopper, {
    user_id: userId,
    order_id: orderId,
    address_id: home.address_id,
  });
  await call('PUT', '/api/order/method', shopper, {
    user_id: userId,
    order_id: orderId,
    shipping_method: 'REGULAR',
  });
}
