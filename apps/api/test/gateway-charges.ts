/**
 * Orders paid through the app's gateway (the simulator or a Midtrans stand-in) by any method:
 * POST /api/midtrans with a payment type and bank, and the charge it answers.
 */
import { expect } from 'vitest';
import { CreateChargeResponse, type GatewayPaymentType } from '@lumbung/contracts';
import type { TestApp } from './build-test-app';
import { chooseAddress, orderReadyToPay, type Shopper } from './factories';

/** POST /api/midtrans for the shopper's order (the raw answer). */
export function postCharge(
  app: () => TestApp,
  o: { shopper: Shopper; orderId: number },
  method: { payment_type?: GatewayPaymentType; bank?: string } = {},
) {
  return app().app.inject({
    method: 'POST',
    url: '/api/midtrans',
    headers: o.shopper.headers,
    payload: { user_id: o.shopper.id, transaction_id: o.orderId, ...method },
  });
}

/** POST /api/midtrans that must open (or answer again) a charge: its charge and order. */
export async function charged(
  app: () => TestApp,
  o: { shopper: Shopper; orderId: number },
  method: { payment_type?: GatewayPaymentType; bank?: string } = {},
) {
  const res = await postCharge(app, o, method);
  expect(res.statusCode, res.body).toBe(201);
  return CreateChargeResponse.parse(res.json()).data;
}

/** An order with its shipping chosen and a charge of `method` open at the app's gateway. */
export async function orderWithCharge(
  app: () => TestApp,
  method: { payment_type: GatewayPaymentType; bank?: string },
  order: Parameters<typeof orderReadyToPay>[1],
) {
  const o = await orderReadyToPay(app, order);
  await chooseAddress(app, o);
  const { charge, order: detail } = await charged(app, o, method);
  return { ...o, charge, order: detail, gatewayOrderId: charge.gateway_order_id };
}
