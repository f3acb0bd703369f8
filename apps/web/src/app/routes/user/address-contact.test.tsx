import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, ROUTES, type Address, type UserProfile } from '@lumbung/contracts';
import { switchLocale } from '@/i18n';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { catalogueRoutes, HOME_ADDRESS, KEMANG, profile } from '@/test/storefront-fixtures';
import { CLAIMS, signIn } from '@/test/tokens';

const LAZY = { timeout: 8_000 };
const PHONE_INVALID = 'Please enter an Indonesian mobile number, like 0812-3456-7890 or +62 812-3456-7890.';
const BANDUNG = {
  city_id: 77,
  city_name: 'Kota Bandung',
  province: 'Jawa Barat',
  latitude: -6.9,
  longitude: 107.6,
};
const BRAGA = 'Jl. Braga No. 8';
const RUMAH: Address = {
  ...HOME_ADDRESS,
  label: 'Rumah',
  recipient_name: 'Budi Santoso',
  phone: '+6281234567890',
};
/** An address saved before addresses had a recipient and a phone. */
const OLD_OFFICE: Address = {
  address_id: 4,
  address: 'Jl. Asia Afrika No. 1',
  city_id: BANDUNG.city_id,
  city_name: BANDUNG.city_name,
  is_default: false,
  label: null,
  recipient_name: null,
  phone: null,
};

/** What the form sends of an address. */
type SentAddress = Partial<
  Pick<Address, 'address' | 'city_id' | 'city_name' | 'label' | 'recipient_name' | 'phone'>
>;

/**
 * The account calls of the signed-in shopper; adding and editing keep what was sent, as the API
 * does (the phone arrives as +62… from the form).
 */
function accountApi(state: { profile: UserProfile; addresses: Address[] }) {
  const saved = (body: SentAddress, base: Address): Address => ({
    ...base,
    address: body.address ?? base.address,
    city_id: body.city_id ?? base.city_id,
    city_name: body.city_name ?? base.city_name,
    label: body.label === undefined ? base.label : body.label,
    recipient_name: body.recipient_name === undefined ? base.recipient_name : body.recipient_name,
    phone: body.phone === undefined ? base.phone : body.phone,
  });
  const routes: Record<string, FakeHandler> = {
    ...catalogueRoutes(),
    'GET /api/profile/user/:userId': () => ({ message: MESSAGES.PROFILE_FOUND, data: state.profile }),
    'GET /api/profile/address/:userId': () => ({ message: MESSAGES.ADDRESSES_LISTED, data: state.addresses }),
    'GET /api/profile/closest-store/:userId': () => ({ message: 'Closest store found', data: KEMANG }),
    'GET /api/profile/cities': () => ({ message: MESSAGES.CITIES_LISTED, data: [BANDUNG] }),
    'POST /api/profile/address': ({ body }) => {
      const address = saved(body as SentAddress, { ...OLD_OFFICE, address_id: 9 });
      state.addresses = [...state.addresses, address];
      return json({ message: MESSAGES.ADDRESS_ADDED, data: { address, addresses: state.addresses } }, 201);
    },
    'PUT /api/profile/address/:userId/:addressId': ({ body, params }) => {
      const id = Number(params.addressId);
      state.addresses = state.addresses.map((a) => (a.address_id === id ? saved(body as SentAddress, a) : a));
      const address = state.addresses.find((a) => a.address_id === id)!;
      return { message: MESSAGES.ADDRESS_UPDATED, data: { address, addresses: state.addresses } };
    },
  };
  return stubApi(routes);
}

async function openAddDialog() {
  await screen.findAllByTestId('address-card', {}, LAZY);
  await userEvent.click(screen.getByRole('button', { name: 'Add an address' }));
  return screen.findByRole('dialog', { name: 'Add an address' });
}

async function writeBraga(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Address/ }), BRAGA);
  const city = within(dialog).getByRole('combobox', { name: 'City' });
  await waitFor(() => expect(city).toBeEnabled());
  await userEvent.click(city);
  await userEvent.click(await screen.findByRole('option', { name: 'Kota Bandung, Jawa Barat' }));
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const posted = (api: ReturnType<typeof accountApi>) =>
  api.requestsTo('/api/profile/address').filter((r) => r.method === 'POST');

beforeEach(() => signIn(CLAIMS.user));
afterEach(() => vi.unstubAllGlobals());

describe('an address’s label, recipient and phone', () => {
  it("addresses a new one to the account's name and number, takes a quick label, and sends all three", async () => {
    const state = { profile: profile({ phone: '+6281298765432' }), addresses: [HOME_ADDRESS] };
    const api = accountApi(state);
    renderApp(ROUTES.addresses);
    const dialog = await openAddDialog();
    await waitFor(() => expect(field(dialog, /Recipient/)).toHaveValue('sari'));
    const phone = field(dialog, /Mobile number/);
    expect(phone).toHaveValue('+62 812-9876-5432');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');

    await writeBraga(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Office' }));
    expect(field(dialog, /^Label/)).toHaveValue('Office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(2));
    expect(posted(api)[0]?.body).toEqual({
      user_id: CLAIMS.user.id,
      address: BRAGA,
      city_id: BANDUNG.city_id,
      city_name: BANDUNG.city_name,
      label: 'Office',
      recipient_name: 'sari',
      phone: '+6281298765432',
    });
    const card = within(screen.getAllByTestId('address-card')[1]!);
    expect(card.getByTestId('address-label')).toHaveTextContent('Office');
    expect(card.getByTestId('address-recipient')).toHaveTextContent('sari · +62 812-9876-5432');
  });

  it('says what a mobile number looks like when the phone is wrong, on leaving it and on Save, and sends nothing', async () => {
    const api = accountApi({ profile: profile(), addresses: [HOME_ADDRESS] });
    renderApp(ROUTES.addresses);
    const dialog = await openAddDialog();
    await writeBraga(dialog);
    const phone = field(dialog, /Mobile number/);
    expect(phone).toHaveValue('');
    await userEvent.type(phone, '021 555 1234');
    await userEvent.tab();
    expect(within(dialog).getByText(PHONE_INVALID)).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(PHONE_INVALID));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getByText(PHONE_INVALID)).toBeInTheDocument();
    expect(posted(api)).toHaveLength(0);

    // The way people write it: spaces, the trunk 0. Sent as +62…, and no label when none is given.
    await userEvent.clear(phone);
    await userEvent.type(phone, '0812 3456 7890');
    await userEvent.tab();
    expect(within(dialog).queryByText(PHONE_INVALID)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(posted(api)).toHaveLength(1));
    expect(posted(api)[0]?.body).toMatchObject({
      label: null,
      recipient_name: 'sari',
      phone: '+6281234567890',
    });
  });

  it('lists each address with its label, recipient and phone; editing shows them, and asks an older address for them', async () => {
    const api = accountApi({ profile: profile(), addresses: [RUMAH, OLD_OFFICE] });
    renderApp(ROUTES.addresses);
    await screen.findAllByTestId('address-card', {}, LAZY);
    const [home, office] = screen.getAllByTestId('address-card').map((card) => within(card));
    expect(home!.getByTestId('address-label')).toHaveTextContent('Rumah');
    expect(home!.getByTestId('address-recipient')).toHaveTextContent('Budi Santoso · +62 812-3456-7890');
    expect(office!.queryByTestId('address-label')).not.toBeInTheDocument();
    expect(office!.queryByTestId('address-recipient')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Edit: ${RUMAH.address}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(field(dialog, /^Label/)).toHaveValue('Rumah');
    expect(field(dialog, /Recipient/)).toHaveValue('Budi Santoso');
    expect(field(dialog, /Mobile number/)).toHaveValue('+62 812-3456-7890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: `Edit: ${OLD_OFFICE.address}` }));
    dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(field(dialog, /Recipient/)).toHaveValue('');
    expect(field(dialog, /Mobile number/)).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByText("Please enter the recipient's name.")).toBeInTheDocument();
    expect(within(dialog).getByText(PHONE_INVALID)).toBeInTheDocument();
    const puts = () => api.requestsTo('/api/profile/address/').filter((r) => r.method === 'PUT');
    expect(puts()).toHaveLength(0);

    await userEvent.type(field(dialog, /Recipient/), 'Rina Kartika');
    await userEvent.type(field(dialog, /Mobile number/), '+62 857-1234-5678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      address: OLD_OFFICE.address,
      city_id: OLD_OFFICE.city_id,
      city_name: BANDUNG.city_name,
      label: null,
      recipient_name: 'Rina Kartika',
      phone: '+6285712345678',
    });
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('address-card')[1]!).getByTestId('address-recipient'),
      ).toHaveTextContent('Rina Kartika · +62 857-1234-5678'),
    );
  });

  it('offers the quick labels and says what a mobile number looks like in Bahasa Indonesia', async () => {
    await switchLocale('id');
    try {
      const api = accountApi({ profile: profile(), addresses: [HOME_ADDRESS] });
      renderApp(ROUTES.addresses);
      await screen.findAllByTestId('address-card', {}, LAZY);
      await userEvent.click(screen.getByRole('button', { name: 'Tambah alamat' }));
      const dialog = await screen.findByRole('dialog', { name: 'Tambah alamat' });
      const quick = within(within(dialog).getByRole('radiogroup', { name: 'Pilihan label' }));
      expect(quick.getAllByRole('radio')).toHaveLength(4);
      for (const name of ['Rumah', 'Kantor', 'Kos', 'Apartemen']) {
        expect(quick.getByRole('radio', { name })).toBeInTheDocument();
      }
      await userEvent.click(quick.getByRole('radio', { name: 'Kos' }));
      expect(field(dialog, /^Label alamat/)).toHaveValue('Kos');
      await userEvent.type(field(dialog, /Nomor HP/), '12345');
      await userEvent.tab();
      expect(
        within(dialog).getByText(
          'Masukkan nomor HP Indonesia, misalnya 0812-3456-7890 atau +62 812-3456-7890.',
        ),
      ).toBeInTheDocument();
      expect(posted(api)).toHaveLength(0);
    } finally {
      await switchLocale('en');
    }
  });
});
