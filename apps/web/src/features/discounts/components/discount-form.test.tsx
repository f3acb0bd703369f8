import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Discount } from '@lumbung/contracts';
import { json, stubApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';
import { DiscountForm } from './discount-form';

/** Every docs/product.md §5 discount text, produced by the form itself. */

const PRODUCTS = [
  { inventory_id: 1, product_id: 101, product_name: 'Apel Fuji', price: 32_000, stock: 40, discounts: 0 },
  { inventory_id: 2, product_id: 102, product_name: 'Telur Ayam', price: 28_000, stock: 12, discounts: 1 },
];

function created(): Discount {
  return {
    discount_id: 77,
    store_id: 28,
    inventory_id: 1,
    inventory_name: 'Apel Fuji',
    type: 'PERCENTAGE',
    value: 15,
    min_purchase: null,
    max_discount: null,
    bogo_product_id: null,
    bogo_product_name: null,
    description: 'Apples 15% off',
    is_active: true,
    image: '/uploads/discounts/77.png',
    start_date: '2026-11-23T00:00:00+07:00',
    end_date: '2026-11-30T23:59:59+07:00',
    created_at: '2026-11-23T03:00:00.000Z',
    updated_at: '2026-11-23T03:00:00.000Z',
    is_deleted: false,
    is_running: true,
  };
}

function setup(initialType = '') {
  const onCreated = vi.fn();
  const api = stubApi({
    'GET /api/store-admin/inventories/:storeId': () => ({ message: 'ok', data: PRODUCTS }),
    'POST /api/store-admin/discounts/:storeId': () =>
      json({ message: MESSAGES.DISCOUNT_CREATED, data: created() }, 201),
  });
  renderWithProviders(<DiscountForm storeId={28} initialType={initialType} onCreated={onCreated} />);
  const form = screen.getByRole('form', { name: 'New discount' });
  return { api, form, onCreated };
}

async function choose(form: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(form).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const submit = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Create discount' }));

beforeEach(() => signIn(CLAIMS.storeAdmin));
afterEach(() => vi.unstubAllGlobals());

describe('the new discount form', () => {
  it(`says '${MESSAGES.DISCOUNT_TYPE_REQUIRED}' without a type, and sends nothing`, async () => {
    const { api, form } = setup();
    await submit(form);
    expect(await within(form).findByText(MESSAGES.DISCOUNT_TYPE_REQUIRED)).toBeInTheDocument();
    expect(api.requestsTo('/api/store-admin/discounts')).toHaveLength(0);
  });

  it(`says '${MESSAGES.DISCOUNT_TYPE_INVALID}' for a type no discount has (from a link)`, async () => {
    const { form } = setup('HALF_PRICE');
    await submit(form);
    expect(await within(form).findByText(MESSAGES.DISCOUNT_TYPE_INVALID)).toBeInTheDocument();
  });

  it(`says '${MESSAGES.DISCOUNT_PERCENTAGE_RANGE}' for a percentage of 0 or above 100`, async () => {
    const { form } = setup();
    await choose(form, /^Type/, 'Percentage');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Value/ }), '150');
    await submit(form);
    expect(await within(form).findByText(MESSAGES.DISCOUNT_PERCENTAGE_RANGE)).toBeInTheDocument();
  });

  it(`says '${MESSAGES.DISCOUNT_NOMINAL_POSITIVE}' for a nominal value of 0`, async () => {
    const { form } = setup();
    await choose(form, /^Type/, 'Nominal (rupiah)');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Value/ }), '0');
    await submit(form);
    expect(await within(form).findByText(MESSAGES.DISCOUNT_NOMINAL_POSITIVE)).toBeInTheDocument();
  });

  it(`says '${MESSAGES.DISCOUNT_DATES_REQUIRED}' without dates`, async () => {
    const { form } = setup();
    await choose(form, /^Type/, 'Percentage');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Value/ }), '10');
    await submit(form);
    expect(await within(form).findByText(MESSAGES.DISCOUNT_DATES_REQUIRED)).toBeInTheDocument();
  });

  it(`says '${MESSAGES.DISCOUNT_BOGO_PRODUCTS}' for a BOGO without its products`, async () => {
    const { form } = setup();
    await choose(form, /^Type/, 'Buy one get one');
    await submit(form);
    expect(await within(form).findByText(MESSAGES.DISCOUNT_BOGO_PRODUCTS)).toBeInTheDocument();
  });

  it(`says '${MESSAGES.DISCOUNT_DESCRIPTION_REQUIRED}' without a description`, async () => {
    const { form } = setup();
    await choose(form, /^Type/, 'Percentage');
    await submit(form);
    expect(await within(form).findByText(MESSAGES.DISCOUNT_DESCRIPTION_REQUIRED)).toBeInTheDocument();
  });

  it('sends a good percentage discount as multipart with its picture, days in WIB', async () => {
    const { api, form, onCreated } = setup();
    await choose(form, /^Type/, 'Percentage');
    await choose(form, /^Product/, 'Apel Fuji (stock 40)');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Value/ }), '15');
    await userEvent.type(within(form).getByLabelText(/^Start date/), '2026-11-23');
    await userEvent.type(within(form).getByLabelText(/^End date/), '2026-11-30');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Apples 15% off');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'apples.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Picture', { selector: 'input' }), picture);
    await submit(form);
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = api.requestsTo('/api/store-admin/discounts/28')[0]!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'image'))).toEqual({
      type: 'PERCENTAGE',
      inventory_id: '1',
      value: '15',
      description: 'Apples 15% off',
      start_date: '2026-11-23T00:00:00+07:00',
      end_date: '2026-11-30T23:59:59+07:00',
    });
    expect((body.get('image') as File).name).toBe('apples.png');
  });

  it('refuses a picture over 1 MB or not JPG/PNG before sending', async () => {
    const { form } = setup();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Picture', { selector: 'input' }), big);
    expect(await within(form).findByText('The upload is too large: 1 MB at most.')).toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields', async () => {
    stubApi({
      'GET /api/store-admin/inventories/:storeId': () => ({ message: 'ok', data: PRODUCTS }),
      'POST /api/store-admin/discounts/:storeId': () =>
        json(
          {
            message: MESSAGES.DISCOUNT_PRODUCT_NOT_IN_STORE,
            errors: [{ path: 'body.inventory_id', message: MESSAGES.DISCOUNT_PRODUCT_NOT_IN_STORE }],
          },
          422,
        ),
    });
    renderWithProviders(<DiscountForm storeId={28} onCreated={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'New discount' });
    await choose(form, /^Type/, 'Nominal (rupiah)');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Value/ }), '5000');
    await userEvent.type(within(form).getByLabelText(/^Start date/), '2026-11-23');
    await userEvent.type(within(form).getByLabelText(/^End date/), '2026-11-30');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Rp 5.000 off');
    await submit(form);
    const product = within(form).getByRole('combobox', { name: /^Product/ });
    await vi.waitFor(() => expect(product).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getAllByText(MESSAGES.DISCOUNT_PRODUCT_NOT_IN_STORE).length).toBeGreaterThan(0);
  });
});
