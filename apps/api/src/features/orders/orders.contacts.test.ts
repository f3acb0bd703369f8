/**
 * Who to call about an order, through the real API: the store's staff (its admin, the super admin)
 * read the delivery address's label, recipient and phone in the order; the shopper reads the
 * store's WhatsApp number in theirs. Another store's admin still reads nothing of it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AddressChangeResponse,
  AddressesResponse,
  ShippingChangeResponse,
  StoreOrderResponse,
  whatsAppLink,
} from '@lumbung/contracts';
import { stores } from '../../db/schema';
import { chooseAddress, orderReadyToPay, type Shopper } from '../../../test/factories';
import { fileApp, fileHeaders } from '../../../test/file-app';
import { authHeaders, DEMO } from '../../../test/sessions';
import { shopperOrder } from '../../../test/shopper-reads';

const STORE = DEMO.jakartaStoreId;
const t = fileApp();
const admin = fileHeaders(t, DEMO.jakartaAdmin);
const superAdmin = fileHeaders(t, DEMO.superAdmin);

/** Rewrites the shopper's address through the API: the same text and city unless given, plus `fields`. */
async function editAddress(s: Shopper, addressId: number, fields: Record<string, unknown>) {
  const listed = AddressesResponse.parse(
    (await t.app.inject({ url: `/api/profile/address/${s.id}`, headers: s.headers })).json(),
  ).data.find((a) => a.address_id === addressId)!;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/profile/address/${s.id}/${addressId}`,
    headers: s.headers,
    payload: { address: listed.address, city_id: listed.city_id, ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  return AddressChangeResponse.parse(res.json()).data.address;
}

const storeOrder = async (
  orderId: number,
  url = `/api/order/store-items/${STORE}/${orderId}`,
  headers = admin,
) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return StoreOrderResponse.parse(res.json()).data.order;
};

describe("an order's contacts", () => {
  it("gives the store's staff the recipient, phone and label of the delivery address", async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    await editAddress(o.shopper, o.addressId, {
      label: 'Kantor',
      recipient_name: 'Budi Santoso',
      phone: '0812-3456-7890',
    });
    const chosen = ShippingChangeResponse.parse((await chooseAddress(() => t, o)).json());
    const contact = { label: 'Kantor', recipient_name: 'Budi Santoso', phone: '+6281234567890' };
    expect(chosen.data.order.address).toMatchObject({ address_id: o.addressId, ...contact });

    expect((await storeOrder(o.orderId)).address).toMatchObject({ address_id: o.addressId, ...contact });
    const bySuper = await storeOrder(o.orderId, `/api/order/super-items/${o.orderId}`, superAdmin);
    expect(bySuper.address).toMatchObject(contact);
    expect((await shopperOrder(t.app, o)).address).toMatchObject(contact);
  });

  it("gives the shopper the store's WhatsApp number, null while the store has none", async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    const order = await shopperOrder(t.app, o);
    expect(order.store_whatsapp).toBe('+6281120260028');
    expect(whatsAppLink(order.store_whatsapp!, `Pesanan #${order.order_id}`)).toBe(
      `https://wa.me/6281120260028?text=Pesanan%20%23${order.order_id}`,
    );
    expect((await storeOrder(o.orderId)).store_whatsapp).toBe('+6281120260028');

    await t.db.update(stores).set({ whatsapp: null }).where(eq(stores.store_id, STORE));
    try {
      expect((await shopperOrder(t.app, o)).store_whatsapp).toBeNull();
    } finally {
      await t.db.update(stores).set({ whatsapp: '+6281120260028' }).where(eq(stores.store_id, STORE));
    }
  });

  it('answers null for what the address does not say, and no address before one is chosen', async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    expect((await storeOrder(o.orderId)).address).toBeNull();
    await chooseAddress(() => t, o);
    expect((await storeOrder(o.orderId)).address).toMatchObject({
      address_id: o.addressId,
      label: null,
      recipient_name: null,
      phone: null,
    });
  });

  it("keeps the order's copy of the address text, and follows the recipient's phone as the shopper updates it", async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    await editAddress(o.shopper, o.addressId, { recipient_name: 'Budi Santoso', phone: '0812 1111 2222' });
    await chooseAddress(() => t, o);
    const before = await storeOrder(o.orderId);

    await editAddress(o.shopper, o.addressId, { address: 'Jl. Pindahan No. 99', phone: '+62 813 3333 4444' });
    const after = await storeOrder(o.orderId);
    expect(after.address).toMatchObject({
      address: before.address!.address,
      recipient_name: 'Budi Santoso',
      phone: '+6281333334444',
    });

    // Deleted later (a soft delete), the address still tells the store whom to call.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/address/${o.shopper.id}/${o.addressId}`,
      headers: o.shopper.headers,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await storeOrder(o.orderId)).address).toMatchObject({ phone: '+6281333334444' });
  });

  it("shows none of it to another store's admin or another shopper", async () => {
    const o = await orderReadyToPay(() => t, { storeId: STORE });
    await editAddress(o.shopper, o.addressId, { phone: '0812 5555 6666' });
    await chooseAddress(() => t, o);
    const bandung = await authHeaders(t.app, DEMO.bandungAdmin);
    const elsewhere = await t.app.inject({
      url: `/api/order/store-items/${DEMO.bandungStoreId}/${o.orderId}`,
      headers: bandung,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain('6281255556666');
    const notTheirStore = await t.app.inject({
      url: `/api/order/store-items/${STORE}/${o.orderId}`,
      headers: bandung,
    });
    expect(notTheirStore.statusCode).toBe(403);
    const other = await orderReadyToPay(() => t, { storeId: STORE });
    const peek = await t.app.inject({
      url: `/api/order/details/${other.shopper.id}/${o.orderId}`,
      headers: other.shopper.headers,
    });
    expect([403, 404]).toContain(peek.statusCode);
    expect(peek.body).not.toContain('6281255556666');
  });
});
