import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT, MESSAGES, ROUTES } from '@lumbung/contracts';
import { APEL_LINE as APEL, cartItem, fakeCart, openDrawer, SUSU_LINE as SUSU } from '@/test/cart-fixtures';
import { holdRoute, json, stubApi } from '@/test/fake-api';
import { orderDetail, orderItem } from '@/test/order-fixtures';
import { renderApp } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';
import { rupiah } from '@/test/rupiah';

/**
 * The cart drawer: its states (loading, empty, failed), its lines, checkout (once, even on a double
 * click) and the navbar's cart icon. The footer's totals and vouchers are in cart-footer.test.tsx.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (drawer: HTMLElement, name: string) => within(drawer).getByRole('listitem', { name });

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
