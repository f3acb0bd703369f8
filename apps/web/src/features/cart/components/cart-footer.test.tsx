import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRupiah, MESSAGES } from '@lumbung/contracts';
import {
  APEL_LINE as APEL,
  CART_VOUCHER,
  fakeCart,
  openDrawer,
  PRODUCT_VOUCHER,
  SHIPPING_VOUCHER,
  SUSU_LINE as SUSU,
} from '@/test/cart-fixtures';
import { json } from '@/test/fake-api';
import { rupiah } from '@/test/rupiah';

/** The cart drawer's footer: the totals, the store's discounts and the shopper's vouchers. */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (drawer: HTMLElement, name: string) => within(drawer).getByRole('listitem', { name });

/** Opens the drawer's voucher picker, chooses the voucher whose label matches `code`, and applies it. */
async function applyVoucher(drawer: HTMLElement, user: ReturnType<typeof userEvent.setup>, code: RegExp) {
  await user.click(await within(drawer).findByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }));
  await user.click(within(drawer).getByRole('combobox', { name: 'Voucher' }));
  await user.click(await screen.findByRole('option', { name: code }));
  await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
}

describe('cart drawer: footer', () => {
  it('hints at the store discount: how much more to spend, or that it applies', async () => {
    const discount = {
      discount_id: 3,
      type: 'PERCENTAGE' as const,
      value: 5,
      min_purchase: 100000,
      max_discount: 20000,
      description: '5% off orders from Rp 100.000',
      applied: false,
    };
    const { drawer } = await openDrawer(fakeCart({ items: [APEL], userDiscount: discount }).routes);
    expect(
      await within(drawer).findByText(
        `Add ${rupiah(52000)} more to get 5% off your cart (up to ${rupiah(20000)}).`,
      ),
    ).toBeInTheDocument();
  });

  it('says that the store discount applies when the cart reaches it', async () => {
    const discount = {
      discount_id: 3,
      type: 'NOMINAL' as const,
      value: 10000,
      min_purchase: 40000,
      max_discount: null,
      description: 'Rp 10.000 off orders from Rp 40.000',
      applied: true,
    };
    const { drawer } = await openDrawer(fakeCart({ items: [APEL], userDiscount: discount }).routes);
    expect(
      await within(drawer).findByText(`Store discount applied: ${rupiah(10000)} off your cart.`),
    ).toBeInTheDocument();
  });

  it('lists each voucher with its redeem code, kind label and discount text', async () => {
    const { drawer, user } = await openDrawer(
      fakeCart({ items: [APEL], vouchers: [CART_VOUCHER, PRODUCT_VOUCHER, SHIPPING_VOUCHER] }).routes,
    );
    await user.click(await within(drawer).findByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }));
    const select = within(drawer).getByRole('combobox', { name: 'Voucher' });
    expect(select).toHaveAttribute('placeholder', MESSAGES.CART_SELECT_VOUCHER);
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      `HEMAT10-7Cart${formatRupiah(10000)} off`,
      `BUAH20-7Product20% off (up to ${formatRupiah(15000)})`,
      `ONGKIR-7Shipping${formatRupiah(15000)} offFor shipping, at checkout`,
    ]);
    // Shipping vouchers go on the order's shipping at checkout, not on the cart.
    expect(options[2]).toHaveAttribute('data-combobox-disabled', 'true');
  });

  it("says 'Failed to fetch cart vouchers.' when the voucher list fails without a reason", async () => {
    const cart = fakeCart({
      items: [APEL],
      override: { 'GET /api/cart/cart-vouchers/:userId': () => new Response('', { status: 500 }) },
    });
    const { drawer, user } = await openDrawer(cart.routes);
    await user.click(await within(drawer).findByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }));
    expect(await within(drawer).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      MESSAGES.CART_VOUCHERS_FAILED,
    );
  });

  it('ends pick-item mode when the picker is closed, without redeeming anything', async () => {
    const { drawer, api, user } = await openDrawer(
      fakeCart({ items: [APEL], vouchers: [PRODUCT_VOUCHER] }).routes,
    );
    const toggle = await within(drawer).findByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('combobox', { name: 'Voucher' }));
    await user.click(await screen.findByRole('option', { name: /BUAH20-7/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(within(drawer).getByText(MESSAGES.CART_SELECT_ITEM)).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(drawer).queryByText(MESSAGES.CART_SELECT_ITEM)).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /^Use voucher on/ })).not.toBeInTheDocument();
    await user.click(within(line(drawer, 'Apel Fuji 1 kg')).getByText('Apel Fuji 1 kg'));
    expect(api.requestsTo('/api/cart/redeem')).toEqual([]);
  });

  it('does nothing on Apply with no voucher selected', async () => {
    const { drawer, api, user } = await openDrawer(
      fakeCart({ items: [APEL], vouchers: [CART_VOUCHER] }).routes,
    );
    await user.click(await within(drawer).findByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }));
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(api.requestsTo('/api/cart/redeem')).toEqual([]);
    expect(within(drawer).getByRole('combobox', { name: 'Voucher' })).toBeInTheDocument();
  });

  it('applies a cart voucher at once, closes the picker and shows the saved amount', async () => {
    const { drawer, api, user } = await openDrawer(
      fakeCart({ items: [APEL], vouchers: [CART_VOUCHER] }).routes,
    );
    expect(within(drawer).queryByTestId('cart-saved')).not.toBeInTheDocument();
    await applyVoucher(drawer, user, /HEMAT10-7/);

    await waitFor(() => expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(38000)));
    expect(api.requestsTo('/api/cart/redeem-cart/')[0]?.body).toEqual({
      user_id: 7,
      user_voucher_id: 501,
      cart_id: 9,
    });
    expect(within(drawer).getByTestId('cart-saved')).toHaveTextContent(`You save ${rupiah(10000)}`);
    expect(within(drawer).getByTestId('cart-price-details')).toHaveTextContent(
      `Items${rupiah(48000)}Voucher HEMAT10-7- ${rupiah(10000)}`,
    );
    expect(within(drawer).queryByRole('combobox', { name: 'Voucher' })).not.toBeInTheDocument();
    // Nothing else can go on this cart: the toggle is disabled.
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT })).toBeDisabled(),
    );
  });

  it('redeems a product voucher on the line picked in pick-item mode, then ends the mode', async () => {
    const { drawer, api, user } = await openDrawer(
      fakeCart({ items: [APEL, SUSU], vouchers: [PRODUCT_VOUCHER] }).routes,
    );
    await applyVoucher(drawer, user, /BUAH20-7/);

    expect(within(drawer).getByRole('status')).toHaveTextContent(MESSAGES.CART_SELECT_ITEM);
    expect(api.requestsTo('/api/cart/redeem')).toEqual([]);
    // A click anywhere on the line picks it.
    await user.click(within(line(drawer, 'Apel Fuji 1 kg')).getByText('Apel Fuji 1 kg'));

    const apel = line(drawer, 'Apel Fuji 1 kg');
    await waitFor(() => expect(within(apel).getByTestId('cart-item-price')).toHaveTextContent(rupiah(38400)));
    expect(api.requestsTo('/api/cart/redeem-product/')[0]?.body).toEqual({
      user_id: 7,
      user_voucher_id: 502,
      cart_item_id: 1,
    });
    expect(within(apel).getByTestId('cart-item-discount')).toHaveTextContent(`- ${rupiah(9600)}`);
    expect(within(apel).getByText('BUAH20-7')).toBeInTheDocument();
    expect(within(drawer).queryByText(MESSAGES.CART_SELECT_ITEM)).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('combobox', { name: 'Voucher' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /^Use voucher on/ })).not.toBeInTheDocument();
  });

  it("shows the server's text from data.cartItem.error when a product voucher is refused", async () => {
    const cart = fakeCart({
      items: [APEL],
      vouchers: [PRODUCT_VOUCHER],
      override: {
        'POST /api/cart/redeem-product/': () =>
          json(
            { message: MESSAGES.VOUCHER_EXPIRED, data: { cartItem: { error: MESSAGES.VOUCHER_EXPIRED } } },
            422,
          ),
      },
    });
    const { drawer, user } = await openDrawer(cart.routes);
    await applyVoucher(drawer, user, /BUAH20-7/);
    await user.click(within(drawer).getByRole('button', { name: 'Use voucher on Apel Fuji 1 kg' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(MESSAGES.VOUCHER_EXPIRED);
    expect(within(drawer).queryByText(MESSAGES.CART_SELECT_ITEM)).not.toBeInTheDocument();
  });

  it("shows the server's text from data.error when a cart voucher is refused", async () => {
    const cart = fakeCart({
      items: [APEL],
      vouchers: [CART_VOUCHER],
      override: {
        'POST /api/cart/redeem-cart/': () =>
          json(
            { message: 'x', data: { error: 'This voucher needs a purchase of at least Rp 100.000.' } },
            422,
          ),
      },
    });
    const { drawer, user } = await openDrawer(cart.routes);
    await applyVoucher(drawer, user, /HEMAT10-7/);
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'This voucher needs a purchase of at least Rp 100.000.',
    );
    expect(within(drawer).getByRole('combobox', { name: 'Voucher' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to apply cart voucher discount' without a server text", async () => {
    const cart = fakeCart({
      items: [APEL],
      vouchers: [CART_VOUCHER],
      override: { 'POST /api/cart/redeem-cart/': () => new Response('', { status: 500 }) },
    });
    const { drawer, user } = await openDrawer(cart.routes);
    await applyVoucher(drawer, user, /HEMAT10-7/);
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(MESSAGES.CART_VOUCHER_FAILED);
  });

  it("falls back to 'Failed to apply product voucher discount' without a server text", async () => {
    const cart = fakeCart({
      items: [APEL],
      vouchers: [PRODUCT_VOUCHER],
      override: { 'POST /api/cart/redeem-product/': () => new Response('', { status: 502 }) },
    });
    const { drawer, user } = await openDrawer(cart.routes);
    await applyVoucher(drawer, user, /BUAH20-7/);
    await user.click(within(drawer).getByRole('button', { name: 'Use voucher on Apel Fuji 1 kg' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(MESSAGES.PRODUCT_VOUCHER_FAILED);
  });
});
