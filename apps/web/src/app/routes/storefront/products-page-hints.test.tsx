import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '@/i18n';
import { stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { catalogueRoutes, productPage, products } from '@/test/storefront-fixtures';

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLocale('en');
});

/** The store is known (the fallback store 28) and no lookup runs. */
const atStore = { initialLocation: {} };

describe('/products-page: did you mean', () => {
  it('offers the corrected search when a search found nothing, keeping the category', async () => {
    const user = userEvent.setup();
    stubApi({
      ...catalogueRoutes(products(3)),
      'GET /api/users/products/:storeId': ({ url }) =>
        url.searchParams.get('search') === 'kopi'
          ? productPage(products(2))
          : { ...productPage([]), did_you_mean: 'kopi' },
    });
    const { router } = renderApp('/products-page?search=kopu&category=Dairy&sort=price-desc', atStore);
    expect(await screen.findByText('No products match your search')).toBeInTheDocument();
    const offer = screen.getByText(/Did you mean/);
    expect(offer).toHaveTextContent('Did you mean kopi?');
    await user.click(within(offer).getByRole('link', { name: 'kopi' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=kopi&category=Dairy&sort=price-desc'),
    );
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  });

  it('offers nothing when the answer has no correction', async () => {
    stubApi({
      ...catalogueRoutes(products(3)),
      'GET /api/users/products/:storeId': () => ({ ...productPage([]), did_you_mean: null }),
    });
    renderApp('/products-page?search=xyzzy', atStore);
    expect(await screen.findByText('No products match your search')).toBeInTheDocument();
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('says it in Indonesian', async () => {
    await switchLocale('id');
    stubApi({
      ...catalogueRoutes(products(3)),
      'GET /api/users/products/:storeId': () => ({ ...productPage([]), did_you_mean: 'kopi' }),
    });
    renderApp('/products-page?search=kopu', atStore);
    const offer = await screen.findByText(/Maksud kamu/);
    expect(offer).toHaveTextContent('Maksud kamu kopi?');
    expect(within(offer).getByRole('link', { name: 'kopi' })).toHaveAttribute(
      'href',
      '/products-page?search=kopi',
    );
  });
});

describe('/products-page: category names in Indonesian', () => {
  it('labels the chips with the Indonesian names, filtering by the English name', async () => {
    await switchLocale('id');
    const user = userEvent.setup();
    stubApi({
      ...catalogueRoutes(products(3)),
      'GET /api/users/categories': () => ({
        message: 'Categories retrieved',
        data: [
          { category_id: 2, category_name: 'Poultry', category_name_id: 'Unggas' },
          { category_id: 5, category_name: 'Seafood', category_name_id: null },
        ],
      }),
    });
    const { router } = renderApp('/products-page', atStore);
    const chips = await screen.findByRole('group', { name: 'Kategori' });
    expect(await within(chips).findByRole('radio', { name: 'Unggas' })).toBeInTheDocument();
    // No Indonesian name: the English one shows.
    expect(within(chips).getByRole('radio', { name: 'Seafood' })).toBeInTheDocument();
    expect(within(chips).queryByRole('radio', { name: 'Poultry' })).not.toBeInTheDocument();
    await user.click(within(chips).getByRole('radio', { name: 'Unggas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Poultry'));
    expect(within(chips).getByRole('radio', { name: 'Unggas' })).toBeChecked();
  });

  it("names each card's category in Indonesian too", async () => {
    await switchLocale('id');
    stubApi({
      ...catalogueRoutes(products(2)),
      'GET /api/users/categories': () => ({
        message: 'Categories retrieved',
        data: [
          { category_id: 1, category_name: 'Fruits and Vegetables', category_name_id: 'Buah dan Sayur' },
        ],
      }),
    });
    renderApp('/products-page', atStore);
    const cards = await screen.findAllByTestId('product-card');
    await waitFor(() => expect(cards[0]).toHaveTextContent('Buah dan Sayur'));
    expect(screen.queryByText('Fruits and Vegetables')).not.toBeInTheDocument();
  });
});
