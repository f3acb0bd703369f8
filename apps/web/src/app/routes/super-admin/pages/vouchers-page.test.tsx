import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, VOUCHER_TEXTS, type AdminVoucher } from '@lumbung/contracts';
import { backOfficeSession, openPage, superProfile, tableRows } from '@/test/back-office';
import { json, stubApi, type FakeHandler } from '@/test/fake-api';
import { listed } from '@/test/store-admin-fixtures';
import { speakIndonesian } from './super-admin-fixtures';

function voucher(extra: Partial<AdminVoucher> = {}): AdminVoucher {
  return {
    voucher_id: 3,
    voucher_code: 'HEMAT10',
    description: 'Ten percent off the cart',
    voucherType: 'CART_DISCOUNT',
    discountType: 'PERCENTAGE',
    discount_amount: 10,
    min_purchase: 100_000,
    max_discount: 25_000,
    valid_days: 30,
    created_at: '2026-11-01T03:00:00.000Z',
    updated_at: '2026-11-01T03:00:00.000Z',
    is_deleted: false,
    copies_given: 12,
    copies_used: 5,
    discount_cost: 87_500,
    ...extra,
  };
}

const page = (rows: AdminVoucher[]) => listed('Vouchers retrieved', rows);

function open(routes: Record<string, FakeHandler>, path = '/admin-super/vouchers') {
  const api = stubApi({
    ...superProfile,
    'GET /api/super-admin/vouchers': () => page([voucher()]),
    ...routes,
  });
  openPage(path);
  return api;
}

const { table, rowOf } = tableRows('Vouchers');

backOfficeSession('super-admin');

describe('the vouchers page', () => {
  it('asks 10 a page by discount amount ascending and shows given, used and cost in rupiah', async () => {
    const api = open({});
    const row = await rowOf('HEMAT10');
    expect(within(row).getByText(/^10% off \(up to Rp\s25\.000\)$/)).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(row).getByText(/Rp\s87\.500/)).toBeInTheDocument();
    expect(within(row).getByText('Cart')).toBeInTheDocument();
    const query = Object.fromEntries(api.requestsTo('/api/super-admin/vouchers')[0]!.url.searchParams);
    expect(query).toMatchObject({ page: '1', sortField: 'discount_amount', sortOrder: 'asc' });
  });

  it('speaks Bahasa Indonesia once the language is switched: kinds, discounts and days', async () => {
    open({});
    await rowOf('HEMAT10');
    const english = speakIndonesian();
    try {
      const tabel = screen.getByRole('table', { name: 'Voucher' });
      const row = within(tabel).getByText('HEMAT10').closest('tr')!;
      expect(within(row).getByText(/^Diskon 10% \(maks\. Rp\s25\.000\)$/)).toBeInTheDocument();
      expect(within(row).getByText('Keranjang')).toBeInTheDocument();
      expect(within(row).getByText('30 hari')).toBeInTheDocument();
      expect(within(tabel).getByRole('columnheader', { name: /Min\. belanja/ })).toBeInTheDocument();
    } finally {
      english();
    }
  });

  it('sends the kind and discount type filters from the address bar', async () => {
    const api = open({}, '/admin-super/vouchers?voucherType=SHIPPING_DISCOUNT&discountType=NOMINAL');
    await table();
    await waitFor(() => expect(api.requestsTo('/api/super-admin/vouchers').length).toBeGreaterThan(0));
    const query = Object.fromEntries(api.requestsTo('/api/super-admin/vouchers')[0]!.url.searchParams);
    expect(query).toMatchObject({ voucherType: 'SHIPPING_DISCOUNT', discountType: 'NOMINAL' });
  });

  it('creates a voucher: the rules first, then one request, and the new row shows without a refetch', async () => {
    const api = open({
      'POST /api/super-admin/voucher': (request) => {
        const body = request.body as Record<string, unknown>;
        return json(
          {
            message: 'Voucher created',
            data: voucher({
              ...body,
              voucher_id: 9,
              copies_given: 0,
              copies_used: 0,
              discount_cost: 0,
            } as Partial<AdminVoucher>),
          },
          201,
        );
      },
    });
    await rowOf('HEMAT10');
    await userEvent.click(screen.getByRole('button', { name: 'New voucher' }));
    const form = await screen.findByRole('form', { name: 'New voucher' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create voucher' }));
    expect(await within(form).findByText(VOUCHER_TEXTS.codeFormat)).toBeInTheDocument();
    expect(within(form).getByText(VOUCHER_TEXTS.typeRequired)).toBeInTheDocument();
    expect(within(form).getByText(VOUCHER_TEXTS.descriptionRequired)).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/voucher').filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByRole('textbox', { name: /^Code/ }), 'hemat99');
    await userEvent.click(within(form).getByRole('combobox', { name: /^Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cart' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Big sale');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Amount/ }), '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Create voucher' }));
    expect(await within(form).findByText(VOUCHER_TEXTS.percentageRange)).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: /^Amount/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /^Amount/ }), '15');
    await userEvent.click(within(form).getByRole('button', { name: 'Create voucher' }));

    expect(await screen.findByText('HEMAT99 created.')).toBeInTheDocument();
    const posts = api.requestsTo('/api/super-admin/voucher').filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      voucher_code: 'HEMAT99',
      voucherType: 'CART_DISCOUNT',
      discountType: 'PERCENTAGE',
      discount_amount: 15,
      description: 'Big sale',
    });
    expect(await within(await table()).findByText('HEMAT99')).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/vouchers')).toHaveLength(1);
  }, 60_000);

  it('deletes only after the confirmation, and shows the fixed text when it fails', async () => {
    let fail = true;
    const api = open({
      'PUT /api/super-admin/voucher/:id': () =>
        fail
          ? new Response('', { status: 500 })
          : { message: 'Voucher deleted', data: voucher({ is_deleted: true }) },
    });
    const row = await rowOf('HEMAT10');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete HEMAT10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete voucher' });
    expect(within(dialog).getByText(/Delete HEMAT10\? Unused copies stop working/)).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/voucher/3')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete voucher' }));
    expect(await within(dialog).findByText(MESSAGES.VOUCHER_DELETE_ERROR)).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete voucher' }));
    expect(await screen.findByText('HEMAT10 deleted.')).toBeInTheDocument();
    // The only row is gone: the list is empty, from the answer alone.
    expect(await screen.findByText('No vouchers yet')).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/vouchers')).toHaveLength(1);
  });

  it('gifts to an e-mail with a toast, and says why a gift was refused', async () => {
    const api = open({
      'POST /api/super-admin/gift-voucher/:id': (request) => {
        const { email } = request.body as { email: string };
        if (email === 'nobody@lumbung.test') {
          return json({ message: 'No account has the e-mail address nobody@lumbung.test.' }, 404);
        }
        return json(
          {
            message: 'Voucher gifted',
            data: {
              voucher: voucher({ copies_given: 13 }),
              gift: {
                user_voucher_id: 70,
                redeem_code: 'HEMAT10-ABCD2345',
                expires_at: '2026-12-01T03:00:00.000Z',
                user_id: 4,
                username: 'Dewi',
                email,
              },
            },
          },
          201,
        );
      },
    });
    const row = await rowOf('HEMAT10');
    await userEvent.click(within(row).getByRole('button', { name: 'Gift HEMAT10' }));
    const form = await screen.findByRole('form', { name: 'Gift HEMAT10' });
    const email = within(form).getByRole('textbox', { name: /e-mail/ });
    await userEvent.type(email, 'not an address');
    await userEvent.click(within(form).getByRole('button', { name: 'Gift voucher' }));
    expect(await within(form).findByText(VOUCHER_TEXTS.emailInvalid)).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'nobody@lumbung.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Gift voucher' }));
    expect(
      await within(form).findByText(
        `${MESSAGES.VOUCHER_GIFT_ERROR}: No account has the e-mail address nobody@lumbung.test.`,
      ),
    ).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'dewi@lumbung.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Gift voucher' }));
    expect(await screen.findByText(/Dewi \(dewi@lumbung\.test\) got HEMAT10-ABCD2345/)).toBeInTheDocument();
    expect(await within(await rowOf('HEMAT10')).findByText('13')).toBeInTheDocument();
    expect(api.requestsTo('/api/super-admin/gift-voucher/3').map((r) => r.body)).toEqual([
      { email: 'nobody@lumbung.test' },
      { email: 'dewi@lumbung.test' },
    ]);
    expect(api.requestsTo('/api/super-admin/vouchers')).toHaveLength(1);
  });

  it(`edits in a dialog and shows '${MESSAGES.VOUCHER_EDIT_ERROR}' with the server's reason`, async () => {
    open({
      'PATCH /api/super-admin/voucher/:id': () =>
        json(
          {
            message: 'A voucher with the code SEGAR15 already exists. Choose another code.',
            errors: [
              {
                path: 'body.voucher_code',
                message: 'A voucher with the code SEGAR15 already exists. Choose another code.',
              },
            ],
          },
          409,
        ),
    });
    const row = await rowOf('HEMAT10');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit HEMAT10' }));
    const form = await screen.findByRole('form', { name: 'Edit HEMAT10' });
    const code = within(form).getByRole('textbox', { name: /^Code/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'SEGAR15');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText(
        `${MESSAGES.VOUCHER_EDIT_ERROR}: A voucher with the code SEGAR15 already exists. Choose another code.`,
      ),
    ).toBeInTheDocument();
    expect(within(form).getAllByText(/already exists/)).toHaveLength(2);
  });
});
