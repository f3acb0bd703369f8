import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { CART_VOUCHER, cartItem, fakeCart, openDrawer, PRODUCT_VOUCHER } from '@/test/cart-fixtures';
import type { FakeRequest } from '@/test/fake-api';
import { rupiah } from '@/test/rupiah';

/** One request per cart change: each answer carries the whole cart; nothing reads it again. */

afterEach(() => vi.unstubAllGlobals());

const APEL = cartItem();
const SUSU = cartItem({
  cart_item_id: 2,
  inventory_id: 102,
  product_name: 'Susu UHT 1 L',
  original_price: 10000,
  product_price: 10000,
});

/** The requests made since `from`, as 'METHOD /path'. */
function since(requests: FakeRequest[], from: number): string[] {
  return requests.slice(from).map((request) => `${request.method} ${request.url.pathname}`);
}

describe('cart changes in the drawer', () => {
  it('a quantity change, a remove and a cart voucher are one request each, with no re-read', async () => {
    const { drawer, api, user } = await openDrawer(
      fakeCart({ items: [APEL, SUSU], vouchers: [CART_VOUCHER] }).routes,
    );
    const apel = await within(drawer).findByRole('listitem', { name: 'Apel Fuji 1 kg' });
    await waitFor(() => expect(api.requestsTo('/api/cart/cart-vouchers')).toHaveLength(1));

    let from = api.requests.length;
    await user.click(within(apel).getByRole('button', { name: 'Increase quantity of Apel Fuji 1 kg' }));
    await waitFor(() => expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(106000)));
    expect(within(apel).getByTestId('cart-item-quantity')).toHaveTextContent('2');
    expect(since(api.requests, from)).toEqual(['POST /api/cart/quantity']);

    from = api.requests.length;
    const susu = within(drawer).getByRole('listitem', { name: 'Susu UHT 1 L' });
    await user.click(within(susu).getByRole('button', { name: 'Remove Susu UHT 1 L' }));
    await waitFor(() => expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(96000)));
    expect(within(drawer).queryByRole('listitem', { name: 'Susu UHT 1 L' })).not.toBeInTheDocument();
    expect(since(api.requests, from)).toEqual(['DELETE /api/cart/7/2']);

    from = api.requests.length;
    await user.click(within(drawer).getByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }));
    await user.click(within(drawer).getByRole('combobox', { name: 'Voucher' }));
    await user.click(await screen.findByRole('option', { name: /HEMAT10-7/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(86000)));
    // The voucher left the list, so nothing more can go on: known without asking again.
    expect(within(drawer).getByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT })).toBeDisabled();
    expect(since(api.requests, from)).toEqual(['POST /api/cart/redeem-cart/']);
    expect(api.requestsTo('/api/cart/items')).toHaveLength(1);
  });

  it('a product voucher is one request; removing its line asks only for the voucher list again', async () => {
    const { drawer, api, user } = await openDrawer(
      fakeCart({ items: [APEL, SUSU], vouchers: [PRODUCT_VOUCHER] }).routes,
    );
    await within(drawer).findByRole('listitem', { name: 'Apel Fuji 1 kg' });
    await waitFor(() => expect(api.requestsTo('/api/cart/cart-vouchers')).toHaveLength(1));

    let from = api.requests.length;
    await user.click(within(drawer).getByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }));
    await user.click(within(drawer).getByRole('combobox', { name: 'Voucher' }));
    await user.click(await screen.findByRole('option', { name: /BUAH20-7/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await user.click(within(drawer).getByText('Apel Fuji 1 kg'));
    const apel = within(drawer).getByRole('listitem', { name: 'Apel Fuji 1 kg' });
    await waitFor(() => expect(within(apel).getByTestId('cart-item-price')).toHaveTextContent(rupiah(38400)));
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(48400));
    expect(since(api.requests, from)).toEqual(['POST /api/cart/redeem-product/']);

    from = api.requests.length;
    await user.click(within(apel).getByRole('button', { name: 'Remove Apel Fuji 1 kg' }));
    await waitFor(() => expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(10000)));
    await waitFor(() =>
      expect(since(api.requests, from)).toEqual(['DELETE /api/cart/7/1', 'GET /api/cart/cart-vouchers/7']),
    );
    // The voucher is back in the picker.
    await user.click(within(drawer).getByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }));
    await user.click(within(drawer).getByRole('combobox', { name: 'Voucher' }));
    expect(await screen.findByRole('option', { name: /BUAH20-7/ })).toBeInTheDocument();
    expect(api.requestsTo('/api/cart/items')).toHaveLength(1);
  });
});
