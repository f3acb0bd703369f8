import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRupiah, LAYOUT, MESSAGES, ROUTES } from '@lumbung/contracts';
import {
  CART_VOUCHER,
  cartItem,
  fakeCart,
  openDrawer,
  PRODUCT_VOUCHER,
  SHIPPING_VOUCHER,
} from '@/test/cart-fixtures';
import { holdRoute, json, stubApi } from '@/test/fake-api';
import { orderDetail, orderItem } from '@/test/order-fixtures';
import { renderApp } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';
import { rupiah } from '@/test/rupiah';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const APEL = cartItem();
const SUSU = cartItem({
  cart_item_id: 2,
  inventory_id: 102,
  product_name: 'Susu UHT 1 L',
  original_price: 18500,
  quantity: 2,
  product_price: 30000,
  discount_amount: 7000,
  discount_type: 'NOMINAL',
});

const line = (drawer: HTMLElement, name: string) => within(drawer).getByRole('listitem', { name });

/** Opens the drawer's voucher picker, chooses the voucher whose label matches `code`, and applies it. */
async function applyVoucher(drawer: HTMLElement, user: ReturnType<typeof userEvent.setup>, code: RegExp) {
  await user.click(await within(drawer).findByRole('button', { name: MESSAGES.CART_SELECT_DISCOUNT }));
  await user.click(within(drawer).getByRole('combobox', { name: 'Voucher' }));
  await user.click(await screen.findByRole('option', { name: code }));
  await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
}

describe('cart drawer: states', () => {
  it('shows a spinner while the cart loads, then the items', async () => {
    const held = holdRoute(fakeCart({ items: [APEL] }).routes, 'GET /api/cart/items/:userId');
    const { drawer } = await openDrawer(held.routes);
    expect(within(drawer).getByLabelText('Loading cart')).toBeInTheDocument();
    held.release();
    expect(await within(drawer).findByRole('listitem', { name: 'Apel Fuji 1 kg' })).toBeInTheDocument();
    expect(within(drawer).queryByLabelText('Loading cart')).not.toBeInTheDocument();
  });

  it("shows 'Failed to retrieve cart items' when the cart call fails without a reason", async () => {
    const { drawer } = await openDrawer({
      'GET /api/cart/items/:userId': () => new Response('', { status: 500 }),
    });
    expect(await within(drawer).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      MESSAGES.CART_FETCH_FAILED,
    );
  });

  it('shows the server reason when the cart call fails with one', async () => {
    const { drawer } = await openDrawer({
      'GET /api/cart/items/:userId': () => json({ message: MESSAGES.NOT_YOURS }, 403),
    });
    expect(await within(drawer).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      MESSAGES.NOT_YOURS,
    );
  });

  it("says 'Your cart is empty.' without items", async () => {
    const { drawer } = await openDrawer(fakeCart().routes);
    expect(await within(drawer).findByText(MESSAGES.CART_EMPTY)).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      ROUTES.products,
    );
    expect(within(drawer).queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('tells staff that only shoppers have a cart, without asking the server', async () => {
    signIn(CLAIMS.superAdmin);
    const api = stubApi(fakeCart().routes);
    renderApp('/about-page', { initialLocation: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Cart' }));
    const drawer = await screen.findByRole('dialog', { name: MESSAGES.CART_TITLE });
    expect(within(drawer).getByText(MESSAGES.CART_ONLY_SHOPPERS)).toBeInTheDocument();
    expect(api.requestsTo('/api/cart')).toEqual([]);
  });

  it('closes on Escape and on the backdrop', async () => {
    const { user } = await openDrawer(fakeCart({ items: [APEL] }).routes);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MESSAGES.CART_TITLE })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: /^Cart/ }));
    await screen.findByRole('dialog', { name: MESSAGES.CART_TITLE });
    const overlay = document.querySelector('.mantine-Drawer-overlay');
    expect(overlay).not.toBeNull();
    await user.click(overlay!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MESSAGES.CART_TITLE })).not.toBeInTheDocument(),
    );
  });
});

describe('cart drawer: lines', () => {
  it('shows each line: name, original unit price, the green discount and the line price', async () => {
    const { drawer } = await openDrawer(fakeCart({ items: [APEL, SUSU] }).routes);
    const susu = await within(drawer).findByRole('listitem', { name: 'Susu UHT 1 L' });
    expect(within(susu).getByText('Susu UHT 1 L')).toBeInTheDocument();
    expect(susu).toHaveTextContent(`${rupiah(18500)} each`);
    expect(within(susu).getByTestId('cart-item-quantity')).toHaveTextContent('2');
    // 18.500 x 2 = 37.000, the line costs 30.000: 7.000 off, in green.
    expect(within(susu).getByTestId('cart-item-discount')).toHaveTextContent(`- ${rupiah(7000)}`);
    expect(within(susu).getByTestId('cart-item-price')).toHaveTextContent(rupiah(30000));
    expect(within(susu).getByRole('button', { name: 'Remove Susu UHT 1 L' })).toBeInTheDocument();

    const apel = line(drawer, 'Apel Fuji 1 kg');
    expect(within(apel).queryByTestId('cart-item-discount')).not.toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(78000));
    expect(within(drawer).getByText('2 items')).toBeInTheDocument();
  });

  it('keeps the list 290px high', async () => {
    const { drawer } = await openDrawer(fakeCart({ items: [APEL] }).routes);
    const list = await within(drawer).findByRole('list', { name: 'Cart items' });
    const scroller = list.closest('.mantine-ScrollArea-root') as HTMLElement;
    expect(scroller.style.height).toBe(`${LAYOUT.cartDrawerListHeightPx}px`);
  });

  it('does nothing on minus at 1, and plus raises the quantity, the line and the total', async () => {
    const cart = fakeCart({ items: [APEL] });
    const { drawer, api, user } = await openDrawer(cart.routes);
    const apel = await within(drawer).findByRole('listitem', { name: 'Apel Fuji 1 kg' });
    const minus = within(apel).getByRole('button', { name: 'Decrease quantity of Apel Fuji 1 kg' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(api.requestsTo('/api/cart/quantity')).toEqual([]);

    await user.click(within(apel).getByRole('button', { name: 'Increase quantity of Apel Fuji 1 kg' }));
    await waitFor(() => expect(within(apel).getByTestId('cart-item-quantity')).toHaveTextContent('2'));
    expect(api.requestsTo('/api/cart/quantity')[0]?.body).toEqual({
      user_id: 7,
      cart_item_id: 1,
      quantity: 2,
    });
    expect(within(apel).getByTestId('cart-item-price')).toHaveTextContent(rupiah(96000));
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(96000));

    await user.click(within(apel).getByRole('button', { name: 'Decrease quantity of Apel Fuji 1 kg' }));
    await waitFor(() => expect(within(apel).getByTestId('cart-item-quantity')).toHaveTextContent('1'));
  });

  it('shows the server reason when a quantity is refused', async () => {
    const { drawer, user } = await openDrawer(fakeCart({ items: [cartItem({ user_stock: 1 })] }).routes);
    const apel = await within(drawer).findByRole('listitem', { name: 'Apel Fuji 1 kg' });
    await user.click(within(apel).getByRole('button', { name: 'Increase quantity of Apel Fuji 1 kg' }));
    expect(await screen.findByText('Only 1 left in stock of Apel Fuji 1 kg.')).toBeInTheDocument();
    // The toast can be closed by a named button (axe's button-name rule).
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    expect(within(apel).getByTestId('cart-item-quantity')).toHaveTextContent('1');
  });

  it("says 'Failed to update item quantity' when the server gives no reason", async () => {
    const cart = fakeCart({
      items: [APEL],
      override: { 'POST /api/cart/quantity': () => new Response('', { status: 500 }) },
    });
    const { drawer, user } = await openDrawer(cart.routes);
    const apel = await within(drawer).findByRole('listitem', { name: 'Apel Fuji 1 kg' });
    await user.click(within(apel).getByRole('button', { name: 'Increase quantity of Apel Fuji 1 kg' }));
    expect(await screen.findByText(MESSAGES.CART_QUANTITY_FAILED)).toBeInTheDocument();
  });

  it('removes a line and updates the total', async () => {
    const { drawer, api, user } = await openDrawer(fakeCart({ items: [APEL, SUSU] }).routes);
    const apel = await within(drawer).findByRole('listitem', { name: 'Apel Fuji 1 kg' });
    await user.click(within(apel).getByRole('button', { name: 'Remove Apel Fuji 1 kg' }));
    await waitFor(() =>
      expect(within(drawer).queryByRole('listitem', { name: 'Apel Fuji 1 kg' })).not.toBeInTheDocument(),
    );
    expect(api.requestsTo('/api/cart/7/1').map((request) => request.method)).toEqual(['DELETE']);
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(rupiah(30000));
  });

  it("says 'Failed to remove cart item' when a remove fails without a reason", async () => {
    const cart = fakeCart({
      items: [APEL],
      override: { 'DELETE /api/cart/:userId/:cartItemId': () => new Response('', { status: 500 }) },
    });
    const { drawer, user } = await openDrawer(cart.routes);
    const apel = await within(drawer).findByRole('listitem', { name: 'Apel Fuji 1 kg' });
    await user.click(within(apel).getByRole('button', { name: 'Remove Apel Fuji 1 kg' }));
    expect(await screen.findByText(MESSAGES.CART_REMOVE_FAILED)).toBeInTheDocument();
    expect(line(drawer, 'Apel Fuji 1 kg')).toBeInTheDocument();
  });
});

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
      `ONGKIR-7Shipping${formatRupiah(15000)} off`,
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

describe('cart drawer: checkout', () => {
  it("checks out with an Idempotency-Key, reads 'Processing...' meanwhile, and lands on /checkout/{orderId}", async () => {
    const held = holdRoute(fakeCart({ items: [APEL] }).routes, 'POST /api/cart/checkout/:userId');
    const { drawer, api, user, router } = await openDrawer({
      ...held.routes,
      // The checkout page reads the order the checkout made.
      'GET /api/order/details/:userId/:orderId': ({ params }) => ({
        message: MESSAGES.ORDER_FOUND,
        data: {
          order: orderDetail({
            order_id: Number(params.orderId),
            items: [
              orderItem({
                product_name: 'Apel Fuji 1 kg',
                quantity: 1,
                product_price: 48000,
                discount_amount: 0,
              }),
            ],
            items_price: 48000,
            cart_discount: 0,
            total_price: 48000,
          }),
        },
      }),
    });
    await user.click(await within(drawer).findByRole('button', { name: 'Checkout' }));
    const processing = within(drawer).getByRole('button', { name: MESSAGES.CART_PROCESSING });
    expect(processing).toBeDisabled();
    held.release();
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.checkout(701)));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MESSAGES.CART_TITLE })).not.toBeInTheDocument(),
    );
    const [checkout] = api.requestsTo('/api/cart/checkout/7');
    expect(checkout?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText('Order #701 is waiting for payment', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(rupiah(48000));
  });

  it("alerts 'Checkout failed: ' with the reason, and retries with the same key after a lost answer", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const cart = fakeCart({ items: [APEL] });
    let calls = 0;
    const { drawer, api, user, router } = await openDrawer({
      ...cart.routes,
      'POST /api/cart/checkout/:userId': (request) => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        if (calls === 2) return json({ message: 'Apel Fuji 1 kg is out of stock.' }, 422);
        return cart.routes['POST /api/cart/checkout/:userId']!(request);
      },
    });
    await user.click(await within(drawer).findByRole('button', { name: 'Checkout' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(`${MESSAGES.CHECKOUT_ALERT_PREFIX}${MESSAGES.CART_CHECKOUT_FAILED}`),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    await waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith(
        `${MESSAGES.CHECKOUT_ALERT_PREFIX}Apel Fuji 1 kg is out of stock.`,
      ),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.checkout(701)));

    const keys = api
      .requestsTo('/api/cart/checkout/7')
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    // No answer: the retry carries the same key. A final answer: the next attempt gets a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});

describe('cart drawer: double checkout', () => {
  it('sends one checkout for a double click', async () => {
    const held = holdRoute(fakeCart({ items: [APEL] }).routes, 'POST /api/cart/checkout/:userId');
    const { drawer, api, user, router } = await openDrawer(held.routes);
    await user.dblClick(await within(drawer).findByRole('button', { name: 'Checkout' }));
    held.release();
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.checkout(701)));
    expect(api.requestsTo('/api/cart/checkout/7')).toHaveLength(1);
  });
});

describe('navbar cart icon', () => {
  it('shows how many items the cart holds', async () => {
    signIn(CLAIMS.user);
    stubApi(fakeCart({ items: [APEL, SUSU] }).routes);
    renderApp('/about-page', { initialLocation: {} });
    const button = await screen.findByRole('button', { name: 'Cart, 2 items' });
    expect(within(screen.getByTestId('cart-count')).getByText('2')).toBeInTheDocument();
    expect(button).toBeInTheDocument();
  });
});
