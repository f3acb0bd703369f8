import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatMessage,
  MESSAGES,
  ROUTES,
  type Address,
  type UserProfile,
  type UserVoucher,
} from '@lumbung/contracts';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { catalogueRoutes, HOME_ADDRESS, KEMANG, profile } from '@/test/storefront-fixtures';
import { CLAIMS, signIn } from '@/test/tokens';

const LAZY = { timeout: 8_000 };
const BANDUNG = {
  city_id: 77,
  city_name: 'Kota Bandung',
  province: 'Jawa Barat',
  latitude: -6.9,
  longitude: 107.6,
};
const OFFICE: Address = {
  address_id: 4,
  address: 'Jl. Braga No. 8',
  city_id: BANDUNG.city_id,
  city_name: BANDUNG.city_name,
  is_default: false,
  label: null,
  recipient_name: null,
  phone: null,
};

/** The account calls of the signed-in shopper, over a list of addresses the test can change. */
function accountApi(
  state: { profile: UserProfile; addresses: Address[] },
  more: Record<string, FakeHandler> = {},
) {
  return stubApi({
    ...catalogueRoutes(),
    'GET /api/profile/user/:userId': () => ({ message: MESSAGES.PROFILE_FOUND, data: state.profile }),
    'GET /api/profile/address/:userId': () => ({ message: MESSAGES.ADDRESSES_LISTED, data: state.addresses }),
    'GET /api/profile/closest-store/:userId': () => ({ message: 'Closest store found', data: KEMANG }),
    'GET /api/profile/cities': () => ({ message: MESSAGES.CITIES_LISTED, data: [BANDUNG] }),
    ...more,
  });
}

beforeEach(() => signIn(CLAIMS.user));
afterEach(() => vi.unstubAllGlobals());

describe('/user/profile-editor', () => {
  it('shows the account: name, e-mail, referral code, and the tabs to the other account pages', async () => {
    accountApi({ profile: profile(), addresses: [HOME_ADDRESS] });
    renderApp(ROUTES.profile);
    expect(await screen.findByTestId('profile-username', {}, LAZY)).toHaveTextContent('sari');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('shopper@lumbung.test');
    expect(screen.getByTestId('referral-code')).toHaveTextContent('SARI2026');
    const tabs = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(tabs).getByRole('link', { name: 'Vouchers' })).toHaveAttribute('href', ROUTES.vouchers);
    expect(within(tabs).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it("says 'Error fetching profile' when the profile cannot be read, and tries again", async () => {
    let fail = true;
    accountApi(
      { profile: profile(), addresses: [] },
      {
        'GET /api/profile/user/:userId': () =>
          fail ? json({ message: 'Boom' }, 500) : { message: MESSAGES.PROFILE_FOUND, data: profile() },
      },
    );
    renderApp(ROUTES.profile);
    expect(await screen.findByText(MESSAGES.PROFILE_FETCH_ERROR, {}, LAZY)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profile-username')).toHaveTextContent('sari');
  });

  it('renames the account and uploads a picture as multipart', async () => {
    const state = { profile: profile(), addresses: [HOME_ADDRESS] };
    const api = accountApi(state, {
      'PUT /api/profile/user/:userId': ({ body }) => {
        state.profile = { ...state.profile, username: (body as { username: string }).username };
        return { message: MESSAGES.PROFILE_UPDATED, data: state.profile };
      },
      'PUT /api/profile/image/:userId': () => {
        state.profile = { ...state.profile, image: '/uploads/avatars/new.png' };
        return { message: MESSAGES.PICTURE_UPDATED, data: state.profile };
      },
    });
    renderApp(ROUTES.profile);
    const form = await screen.findByRole('form', { name: 'Username' }, LAZY);
    const input = within(form).getByLabelText(/Username/);
    await userEvent.clear(input);
    await userEvent.type(input, 'Sari Dewi');
    await userEvent.click(within(form).getByRole('button', { name: 'Save username' }));
    await waitFor(() => expect(screen.getByTestId('profile-username')).toHaveTextContent('Sari Dewi'));
    expect(api.requestsTo('/api/profile/user/').find((r) => r.method === 'PUT')?.body).toEqual({
      username: 'Sari Dewi',
    });

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(picker, file);
    await waitFor(() =>
      expect(within(screen.getByTestId('profile-picture')).getByRole('img')).toHaveAttribute(
        'src',
        '/uploads/avatars/new.png',
      ),
    );
    const sent = api.requestsTo('/api/profile/image/')[0]?.body as FormData;
    expect(sent.get('image')).toBeInstanceOf(File);
  });

  it('refuses a picture over 1 MB or of another kind before uploading it', async () => {
    const api = accountApi({ profile: profile(), addresses: [] });
    renderApp(ROUTES.profile);
    await screen.findByTestId('profile-username', {}, LAZY);
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(picker, big);
    expect(screen.getByTestId('picture-error')).toHaveTextContent(
      formatMessage('PAYLOAD_TOO_LARGE', { max: '1 MB' }),
    );
    expect(api.requestsTo('/api/profile/image/')).toHaveLength(0);
  });
});

describe('/user/addresses', () => {
  it('lists the addresses, adds one, makes it the default and finds the store again', async () => {
    const state = { profile: profile(), addresses: [HOME_ADDRESS] };
    const api = accountApi(state, {
      'POST /api/profile/address': () => {
        state.addresses = [...state.addresses, OFFICE];
        return json(
          { message: MESSAGES.ADDRESS_ADDED, data: { address: OFFICE, addresses: state.addresses } },
          201,
        );
      },
      'POST /api/profile/default': () => {
        state.addresses = [
          { ...OFFICE, is_default: true },
          { ...HOME_ADDRESS, is_default: false },
        ];
        return {
          message: MESSAGES.ADDRESS_DEFAULT_SET,
          data: { address: state.addresses[0], addresses: state.addresses },
        };
      },
    });
    renderApp(ROUTES.addresses);
    expect(await screen.findAllByTestId('address-card', {}, LAZY)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Address/ }), OFFICE.address);
    const city = within(dialog).getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toBeEnabled());
    await userEvent.click(city);
    await userEvent.click(await screen.findByRole('option', { name: 'Kota Bandung, Jawa Barat' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Mobile number/ }), '0812 3456 7890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findAllByTestId('address-card')).toHaveLength(2);

    const lookups = api.requestsTo('/api/profile/closest-store/').length;
    await userEvent.click(screen.getByRole('button', { name: `Make default: ${OFFICE.address}` }));
    expect(await screen.findByText(MESSAGES.ADDRESS_DEFAULT_SET)).toBeInTheDocument();
    expect(api.requestsTo('/api/profile/default')[0]?.body).toEqual({
      user_id: CLAIMS.user.id,
      new_address_id: OFFICE.address_id,
    });
    // The strip's store is looked up again for the new default.
    await waitFor(() =>
      expect(api.requestsTo('/api/profile/closest-store/').length).toBeGreaterThan(lookups),
    );
    expect(within(screen.getAllByTestId('address-card')[0]!).getByText('Default')).toBeInTheDocument();
  });

  it('asks before deleting, and makes the shopper choose a new default before deleting the default', async () => {
    const state = { profile: profile(), addresses: [HOME_ADDRESS, OFFICE] };
    const api = accountApi(state, {
      'DELETE /api/profile/address/:userId/:addressId': ({ params, url }) => {
        const next = url.searchParams.get('new_default_address_id');
        state.addresses = state.addresses
          .filter((a) => a.address_id !== Number(params.addressId))
          .map((a) => ({ ...a, is_default: next ? a.address_id === Number(next) : a.is_default }));
        return {
          message: MESSAGES.ADDRESS_DELETED,
          data: { address_id: Number(params.addressId), addresses: state.addresses },
        };
      },
    });
    renderApp(ROUTES.addresses);
    await screen.findAllByTestId('address-card', {}, LAZY);
    await userEvent.click(screen.getByRole('button', { name: `Delete: ${HOME_ADDRESS.address}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your default address?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete and switch default' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: new RegExp(OFFICE.address) }));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(1));
    const deleted = api.requestsTo('/api/profile/address/').find((r) => r.method === 'DELETE')!;
    expect(deleted.url.pathname).toBe(`/api/profile/address/${CLAIMS.user.id}/${HOME_ADDRESS.address_id}`);
    expect(deleted.url.searchParams.get('new_default_address_id')).toBe(String(OFFICE.address_id));

    // The last address: a plain confirmation.
    await userEvent.click(screen.getByRole('button', { name: `Delete: ${OFFICE.address}` }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('No saved addresses')).toBeInTheDocument();
  });

  it("says 'Error fetching addresses' when the list cannot be read", async () => {
    accountApi(
      { profile: profile(), addresses: [] },
      {
        'GET /api/profile/address/:userId': () => json({ message: 'Boom' }, 500),
      },
    );
    renderApp(ROUTES.addresses);
    expect(await screen.findByText(MESSAGES.ADDRESSES_FETCH_ERROR, {}, LAZY)).toBeInTheDocument();
  });
});

describe('/user/vouchers', () => {
  const voucher = (over: Partial<UserVoucher>): UserVoucher => ({
    user_voucher_id: 1,
    redeem_code: 'HEMAT10-7',
    voucher_type: 'CART_DISCOUNT',
    discount_type: 'PERCENTAGE',
    discount_amount: 10,
    min_purchase: 100000,
    max_discount: 50000,
    description: '10% off shopping of Rp100.000 or more.',
    expires_at: '2026-12-31T10:00:00.000Z',
    status: 'AVAILABLE',
    order_id: null,
    used_at: null,
    ...over,
  });

  it('shows each voucher: code, kind, discount, minimum, cap, expiry, and which order used it', async () => {
    accountApi(
      { profile: profile(), addresses: [HOME_ADDRESS] },
      {
        'GET /api/profile/vouchers/:userId': () => ({
          message: MESSAGES.USER_VOUCHERS_LISTED,
          data: {
            vouchers: [
              voucher({}),
              voucher({
                user_voucher_id: 2,
                redeem_code: 'ONGKIR-7',
                voucher_type: 'SHIPPING_DISCOUNT',
                discount_type: 'NOMINAL',
                discount_amount: 15000,
                min_purchase: 0,
                max_discount: null,
                status: 'USED',
                order_id: 31,
                used_at: '2026-11-20T03:00:00.000Z',
              }),
            ],
          },
        }),
      },
    );
    renderApp(ROUTES.vouchers);
    const cards = await screen.findAllByTestId('voucher-card', {}, LAZY);
    expect(cards[0]).toHaveTextContent('HEMAT10-7');
    expect(cards[0]).toHaveTextContent('Cart');
    expect(cards[0]).toHaveTextContent('10% off (up to Rp 50.000)');
    expect(cards[0]).toHaveTextContent('Minimum purchaseRp 100.000');
    expect(cards[0]).toHaveTextContent('Available');
    expect(cards[1]).toHaveTextContent('Shipping');
    expect(cards[1]).toHaveTextContent('Rp 15.000 off shipping');
    expect(cards[1]).toHaveTextContent('No cap');
    expect(within(cards[1]!).getByRole('link', { name: 'order #31' })).toHaveAttribute(
      'href',
      ROUTES.order(31),
    );
  });

  it("says 'Failed to fetch user vouchers.' when the list cannot be read", async () => {
    accountApi(
      { profile: profile(), addresses: [] },
      {
        'GET /api/profile/vouchers/:userId': () => json({ message: 'Boom' }, 500),
      },
    );
    renderApp(ROUTES.vouchers);
    expect(await screen.findByText(MESSAGES.USER_VOUCHERS_FAILED, {}, LAZY)).toBeInTheDocument();
  });
});
