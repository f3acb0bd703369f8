import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import {
  APEL_LINE as APEL,
  CART_VOUCHER,
  fakeCart,
  openDrawer,
  PRODUCT_VOUCHER,
  SUSU_LINE as SUSU,
  voucher,
} from '@/test/cart-fixtures';
import { rupiah } from '@/test/rupiah';

/**
 * The drawer's vouchers before Apply: each one's minimum purchase and what the cart lacks for it
 * (such a voucher cannot be chosen), a voucher taken off again, and a typed promo code.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;
const line = (drawer: HTMLElement, name: string) => within(drawer).getByRole('listitem', { name });

async function openPicker(drawer: HTMLElement, user: User) {
  await user.click(await within(drawer).findByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }));
}

async function options(drawer: HTMLElement, user: User) {
  await openPicker(drawer, user);
  await user.click(within(drawer).getByRole('combobox', { name: 'Voucher' }));
  return screen.findAllByRole('option');
}

/** A cart voucher of Rp 20.000 from Rp 100.000: the apple line (Rp 48.000) is Rp 52.000 short. */
const BIG = voucher({ user_voucher_id: 504, redeem_code: 'BELANJA100-7', min_purchase: 100000 });
/** A cart voucher from Rp 40.000, which the apple line reaches. */
const SMALL = voucher({ user_voucher_id: 505, redeem_code: 'HEMAT40-7', min_purchase: 40000 });

describe('cart drawer: what each voucher needs, before Apply', () => {
  it("shows each voucher's minimum purchase and what the cart lacks; one it lacks cannot be chosen", async () => {
    const { drawer, user } = await openDrawer(fakeCart({ items: [APEL], vouchers: [BIG, SMALL] }).routes);
    const [big, small] = await options(drawer, user);
    expect(big).toHaveTextContent(`Min. purchase ${rupiah(100000)} · Add ${rupiah(52000)} more to use it`);
    expect(big).toHaveAttribute('data-combobox-disabled', 'true');
    expect(small).toHaveTextContent(`Min. purchase ${rupiah(40000)}`);
    expect(small).not.toHaveTextContent('more to use it');
    expect(small).not.toHaveAttribute('data-combobox-disabled');
  });

  it('lets a product voucher go only on a line that reaches its minimum', async () => {
    const fromForty = { ...PRODUCT_VOUCHER, min_purchase: 40000 };
    const { drawer, user } = await openDrawer(
      fakeCart({ items: [APEL, SUSU], vouchers: [fromForty] }).routes,
    );
    await openPicker(drawer, user);
    await user.click(within(drawer).getByRole('combobox', { name: 'Voucher' }));
    await user.click(await screen.findByRole('option', { name: /BUAH20-7/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    // The apples (Rp 48.000) reach Rp 40.000; the milk line (Rp 30.000) does not.
    expect(
      within(line(drawer, 'Apel Fuji 1 kg')).getByRole('button', { name: /^Use voucher on/ }),
    ).toBeVisible();
    expect(
      within(line(drawer, 'Susu UHT 1 L')).queryByRole('button', { name: /^Use voucher on/ }),
    ).toBeNull();
  });
});

describe('cart drawer: a voucher taken off again', () => {
  it('takes the cart voucher off: the total is whole again and the voucher can be chosen again', async () => {
    const { drawer, api, user } = await openDrawer(
      fakeCart({ items: [APEL], vouchers: [CART_VOUCHER] }).routes,
    );
    await options(drawer, user);
    await user.click(await screen.findByRole('option', { name: /HEMAT10-7/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(38000)));

    await user.click(within(drawer).getByRole('button', { name: 'Remove voucher HEMAT10-7' }));
    await waitFor(() => expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(48000)));
    expect(api.requestsTo('/api/cart/voucher/7/501').map((request) => request.method)).toEqual(['DELETE']);
    expect(within(drawer).queryByTestId('cart-price-details')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT })).toBeEnabled(),
    );
    expect(await screen.findByText('Voucher removed')).toBeInTheDocument();
  });

  it("takes a product voucher off its line: the line's price is whole again", async () => {
    const { drawer, user } = await openDrawer(
      fakeCart({ items: [APEL], vouchers: [PRODUCT_VOUCHER] }).routes,
    );
    await options(drawer, user);
    await user.click(await screen.findByRole('option', { name: /BUAH20-7/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await user.click(within(drawer).getByRole('button', { name: 'Use voucher on Apel Fuji 1 kg' }));
    const apel = line(drawer, 'Apel Fuji 1 kg');
    await waitFor(() => expect(within(apel).getByTestId('cart-item-price')).toHaveTextContent(rupiah(38400)));

    await user.click(
      within(apel).getByRole('button', { name: 'Remove voucher BUAH20-7 from Apel Fuji 1 kg' }),
    );
    await waitFor(() => expect(within(apel).getByTestId('cart-item-price')).toHaveTextContent(rupiah(48000)));
    expect(within(apel).queryByText('BUAH20-7')).not.toBeInTheDocument();
  });
});

describe('cart drawer: a typed promo code', () => {
  it("applies the shopper's voucher of a typed code: its own redeem code, or the code it is a copy of", async () => {
    const { drawer, api, user } = await openDrawer(
      fakeCart({ items: [APEL], vouchers: [CART_VOUCHER] }).routes,
    );
    await openPicker(drawer, user);
    await user.type(within(drawer).getByRole('textbox', { name: 'Promo code' }), ' hemat10 ');
    await user.click(within(drawer).getByRole('button', { name: 'Use code' }));
    await waitFor(() => expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(38000)));
    expect(api.requestsTo('/api/cart/redeem-cart/')[0]?.body).toMatchObject({ user_voucher_id: 501 });
  });

  it('says so, without asking the server, for a code none of the vouchers has or one the cart is short of', async () => {
    const { drawer, api, user } = await openDrawer(fakeCart({ items: [APEL], vouchers: [BIG] }).routes);
    await openPicker(drawer, user);
    const code = within(drawer).getByRole('textbox', { name: 'Promo code' });
    await user.type(code, 'GRATIS');
    await user.click(within(drawer).getByRole('button', { name: 'Use code' }));
    expect(within(drawer).getByRole('alert')).toHaveTextContent(
      'None of your vouchers for the cart has the code GRATIS.',
    );
    await user.clear(code);
    await user.type(code, 'BELANJA100-7');
    await user.click(within(drawer).getByRole('button', { name: 'Use code' }));
    expect(within(drawer).getByRole('alert')).toHaveTextContent(`Add ${rupiah(52000)} more to use it`);
    expect(api.requestsTo('/api/cart/redeem')).toEqual([]);
  });
});
