import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROUTES, shippingPrice } from '@lumbung/contracts';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { DISTANCES, fakeOrderApi, HOME, OFFICE, SHIPPING_CHOSEN } from '@/test/order-fixtures';
import { renderApp } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';
import { rupiah } from '@/test/rupiah';

afterEach(() => vi.unstubAllGlobals());
// The pages are lazy chunks and the machine is shared: give each wait a little longer.
configure({ asyncUtilTimeout: 6000 });

const EMPTY_CART: Record<string, FakeHandler> = {
  'GET /api/cart/items/:userId': () => ({
    message: 'Cart retrieved',
    cart_data: {
      cart_items: [],
      cart_id: null,
      cart_price: 0,
      items_price: 0,
      store_discount: 0,
      cart_discount: 0,
      store_id: null,
      cart_voucher: null,
      user_discount: null,
    },
  }),
};

function openCheckout(api: ReturnType<typeof fakeOrderApi>, path = ROUTES.checkout(12)) {
  signIn(CLAIMS.user);
  const network = stubApi({ ...EMPTY_CART, ...api.routes });
  const view = renderApp(path, { initialLocation: {} });
  return { ...network, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });
/** The page is a lazy chunk: its first render may take a moment. */
const LOAD = { timeout: 10_000 };

describe('checkout: the order and its address', () => {
  it('shows the items and totals, and sends the default address for an order without one', async () => {
    const api = fakeOrderApi();
    const { requestsTo } = openCheckout(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Order #12 is waiting for payment')).toBeInTheDocument();
    const summary = section('Your order');
    expect(within(summary).getByRole('listitem', { name: 'Apel Fuji 1 kg' })).toHaveTextContent(
      '2 × ' + rupiah(48000),
    );
    expect(within(summary).getByText('You save ' + rupiah(9600))).toBeInTheDocument();

    // The default address is chosen for the order at once.
    await waitFor(() => expect(requestsTo('/api/order/address')).toHaveLength(1));
    expect(requestsTo('/api/order/address')[0]!.body).toEqual({
      user_id: 7,
      order_id: 12,
      address_id: HOME.address_id,
    });
    const home = await screen.findByRole('radio', { name: /Jl\. Kemang Raya No\. 8/ });
    await waitFor(() => expect(home).toBeChecked());
    expect(
      screen.getByText(`Your address is ${DISTANCES[HOME.address_id]} km from the store.`),
    ).toBeInTheDocument();
    // One read of the order: each change takes the order its answer carries.
    expect(requestsTo('/api/order/details')).toHaveLength(1);
  });

  it("shows each address's label, recipient and phone, and nothing more for an address without them", async () => {
    const home = { ...HOME, label: 'Rumah', recipient_name: 'Budi Santoso', phone: '+6281234567890' };
    openCheckout(fakeOrderApi({ addresses: [home, OFFICE] }));
    const chosen = await screen.findByRole('radio', { name: /Jl\. Kemang Raya No\. 8/ }, LOAD);
    await waitFor(() => expect(chosen).toBeChecked());
    expect(within(chosen).getByText('Rumah')).toBeInTheDocument();
    expect(within(chosen).getByText('Budi Santoso · +62 812-3456-7890')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Jl\. Asia Afrika/ })).toHaveTextContent(
      /^Jl\. Asia Afrika No\. 1Bandung$/,
    );
  });

  it("says 'Address is too far away from the store.' and clears the choice when an address is refused", async () => {
    const api = fakeOrderApi();
    const { requestsTo } = openCheckout(api);
    const office = await screen.findByRole('radio', { name: /Jl\. Asia Afrika/ }, LOAD);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Kemang Raya/ })).toBeChecked());
    await userEvent.click(office);
    expect(await within(section('Delivery address')).findByRole('alert')).toHaveTextContent(
      MESSAGES.ADDRESS_TOO_FAR,
    );
    expect(requestsTo('/api/order/address').at(-1)!.body).toMatchObject({ address_id: OFFICE.address_id });
    for (const radio of within(section('Delivery address')).getAllByRole('radio'))
      expect(radio).not.toBeChecked();
    expect(screen.getByText('Choose a delivery address to pay.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  });

  it('adds an address on the spot and delivers there', async () => {
    const api = fakeOrderApi({ addresses: [] });
    const added = {
      address_id: 40,
      address: 'Jl. Bangka Raya No. 2',
      city_id: 154,
      city_name: 'Jakarta Selatan',
      is_default: true,
      label: null,
      recipient_name: null,
      phone: null,
    };
    const { requestsTo } = stubApi({
      ...EMPTY_CART,
      ...api.routes,
      'GET /api/profile/cities': () => ({
        message: MESSAGES.CITIES_LISTED,
        data: [
          {
            city_id: 154,
            city_name: 'Jakarta Selatan',
            province: 'DKI Jakarta',
            latitude: -6.26,
            longitude: 106.81,
          },
        ],
      }),
      'POST /api/profile/address': () => {
        api.state.addresses = [added];
        return json({ message: 'Address added', data: { address: added, addresses: [added] } }, 201);
      },
    });
    signIn(CLAIMS.user);
    renderApp(ROUTES.checkout(12), { initialLocation: {} });
    expect(
      await screen.findByText('You have no saved address yet. Add one to see the shipping prices.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), 'Jl. Bangka Raya No. 2');
    const city = screen.getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.click(city);
    await userEvent.click(await screen.findByRole('option', { name: 'Jakarta Selatan, DKI Jakarta' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Recipient/ }), 'Sari Wulandari');
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0812 3456 7890');
    await userEvent.click(screen.getByRole('button', { name: 'Save and deliver here' }));
    await waitFor(() => expect(requestsTo('/api/order/address')).toHaveLength(1));
    expect(requestsTo('/api/profile/address').find((r) => r.method === 'POST')!.body).toEqual({
      user_id: 7,
      address: 'Jl. Bangka Raya No. 2',
      city_name: 'Jakarta Selatan',
      city_id: 154,
      label: null,
      recipient_name: 'Sari Wulandari',
      phone: '+6281234567890',
    });
    expect(requestsTo('/api/order/address')[0]!.body).toMatchObject({ address_id: 40 });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Bangka Raya/ })).toBeChecked());
  });
});

describe('checkout: shipping, voucher and total', () => {
  it('prices each method by the distance, disables instant beyond its reach, and updates the total from the answer', async () => {
    const api = fakeOrderApi();
    const { requestsTo } = openCheckout(api);
    const regular = await screen.findByRole('radio', { name: /Regular/ });
    expect(regular).toHaveTextContent(rupiah(shippingPrice('REGULAR', 3.2)!));
    expect(screen.getByRole('radio', { name: /Instant/ })).toHaveTextContent(
      rupiah(shippingPrice('SAME_DAY', 3.2)!),
    );
    await userEvent.click(screen.getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Express/ })).toBeChecked());
    expect(requestsTo('/api/order/method')[0]!.body).toEqual({
      user_id: 7,
      order_id: 12,
      shipping_method: 'EXPRESS',
    });
    const total = 104900 - 10000 + shippingPrice('EXPRESS', 3.2)!;
    expect(screen.getByTestId('order-total')).toHaveTextContent(rupiah(total));
    expect(screen.getByTestId('pay-total')).toHaveTextContent(rupiah(total));
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(requestsTo('/api/order/details')).toHaveLength(1);
  });

  it('shows instant delivery unavailable beyond 15 km', async () => {
    const api = fakeOrderApi({
      order: {
        address: {
          address_id: 31,
          address: HOME.address,
          city_name: 'Jakarta Selatan',
          label: null,
          recipient_name: null,
          phone: null,
        },
        distance_km: 22,
      },
    });
    openCheckout(api);
    const instant = await screen.findByRole('radio', { name: /Instant/ });
    expect(instant).toBeDisabled();
    expect(instant).toHaveTextContent('Only within 15 km of the store');
    expect(screen.getByRole('radio', { name: /Regular/ })).toHaveTextContent(
      rupiah(shippingPrice('REGULAR', 22)!),
    );
  });

  it('applies a shipping voucher and shows what it took off', async () => {
    const api = fakeOrderApi({
      order: SHIPPING_CHOSEN,
    });
    const { requestsTo } = openCheckout(api);
    const voucherSection = await screen.findByRole('region', { name: 'Shipping voucher' });
    // Apply without a choice does nothing.
    await userEvent.click(await within(voucherSection).findByRole('button', { name: 'Apply' }));
    expect(requestsTo('/api/order/redeem-shipping')).toHaveLength(0);
    await userEvent.click(within(voucherSection).getByRole('combobox', { name: 'Shipping voucher' }));
    await userEvent.click(await screen.findByRole('option', { name: /GRATISONGKIR-7/ }));
    await userEvent.click(within(voucherSection).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('applied-shipping-voucher')).toHaveTextContent(
      `GRATISONGKIR-7- ${rupiah(9000)} on shipping`,
    );
    expect(requestsTo('/api/order/redeem-shipping')[0]!.body).toEqual({
      user_id: 7,
      order_id: 12,
      user_voucher_id: 503,
    });
    expect(screen.getByTestId('order-total')).toHaveTextContent(rupiah(94900));
  });

  it("shows the server's reason when a voucher is refused, else 'Failed to apply shipping voucher discount'", async () => {
    const api = fakeOrderApi({
      order: SHIPPING_CHOSEN,
      override: { 'POST /api/order/redeem-shipping': () => new Response('', { status: 500 }) },
    });
    openCheckout(api);
    const voucherSection = await screen.findByRole('region', { name: 'Shipping voucher' });
    await userEvent.click(await within(voucherSection).findByRole('combobox', { name: 'Shipping voucher' }));
    await userEvent.click(await screen.findByRole('option', { name: /GRATISONGKIR-7/ }));
    await userEvent.click(within(voucherSection).getByRole('button', { name: 'Apply' }));
    expect(await within(voucherSection).findByRole('alert')).toHaveTextContent(
      MESSAGES.SHIPPING_VOUCHER_FAILED,
    );
  });
});

describe('checkout: paying', () => {
  it('shows the deadline in WIB with a countdown', async () => {
    const deadline = '2030-01-02T05:30:00.000Z';
    openCheckout(fakeOrderApi({ order: { ...SHIPPING_CHOSEN, payment_deadline: deadline } }));
    const box = await screen.findByTestId('deadline');
    expect(box).toHaveTextContent('Deadline 2 Jan 2030, 12:30 WIB');
    expect(within(box).getByRole('timer')).toBeInTheDocument();
  });

  it('goes to the payment page for a bank transfer', async () => {
    const { router } = openCheckout(fakeOrderApi({ order: SHIPPING_CHOSEN }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.checkoutPayment));
    expect(router.state.location.search).toBe('?order=12&method=transfer');
  });

  it('opens a virtual account at the chosen bank, then shows its number on the payment page', async () => {
    const { router, requestsTo } = openCheckout(fakeOrderApi({ order: SHIPPING_CHOSEN }));
    await userEvent.click(await screen.findByRole('radio', { name: /Virtual account/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Bank' }));
    await userEvent.click(await screen.findByRole('option', { name: 'BNI' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=12&method=va'));
    expect(requestsTo('/api/midtrans')[0]!.body).toEqual({
      user_id: 7,
      transaction_id: 12,
      payment_type: 'bank_transfer',
      bank: 'bni',
    });
    expect(await screen.findByTestId('va-number')).toHaveTextContent('8808123456789012');
    expect(screen.getByRole('button', { name: 'Simulate payment' })).toBeInTheDocument();
  });

  it("says 'Failed to create VA Bank Transfer' when the gateway refuses", async () => {
    openCheckout(
      fakeOrderApi({
        order: SHIPPING_CHOSEN,
        override: { 'POST /api/midtrans': () => new Response('', { status: 502 }) },
      }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: /Virtual account/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await within(section('Payment')).findByRole('alert')).toHaveTextContent(MESSAGES.VA_CREATE_FAILED);
  });
});

describe('checkout: orders it cannot show', () => {
  it('says an order of another account is not theirs (403)', async () => {
    openCheckout(
      fakeOrderApi({
        override: {
          'GET /api/order/details/:userId/:orderId': () => json({ message: MESSAGES.NOT_YOURS }, 403),
        },
      }),
    );
    expect(await screen.findByText('This order belongs to another account')).toBeInTheDocument();
  });

  it('says an unknown order does not exist (404)', async () => {
    openCheckout(fakeOrderApi(), ROUTES.checkout(999));
    expect(await screen.findByText(MESSAGES.ORDER_NOT_FOUND)).toBeInTheDocument();
  });

  it('sends a paid order to its page', async () => {
    openCheckout(
      fakeOrderApi({
        order: {
          status: 'PROCESSING',
          actions: { change_shipping: false, pay: false, cancel: false, confirm: false },
        },
      }),
    );
    expect(await screen.findByText('Order #12 is no longer waiting for payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', ROUTES.order(12));
  });
});
