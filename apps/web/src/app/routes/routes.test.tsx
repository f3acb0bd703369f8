import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND, FOOTER_CATEGORIES, ROUTES } from '@lumbung/contracts';
import { stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { catalogueRoutes } from '@/test/storefront-fixtures';
import { CLAIMS, signIn } from '@/test/tokens';

afterEach(() => vi.unstubAllGlobals());

describe('storefront pages', () => {
  it('home presents the shop: brand, categories and how it works', () => {
    renderApp('/');
    const hero = screen.getByRole('heading', { level: 1 });
    expect(hero).toHaveTextContent(BRAND);
    const categories = screen.getByRole('region', { name: 'Everything for the kitchen' });
    for (const category of FOOTER_CATEGORIES) {
      const tile = within(categories).getByRole('link', { name: new RegExp(category) });
      expect(tile).toHaveAttribute('href', `${ROUTES.products}?${new URLSearchParams({ category })}`);
    }
    const steps = within(screen.getByRole('region', { name: /four steps/ })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Start shopping/ })).toHaveAttribute('href', ROUTES.products);
  });

  // About and the policies are chunks of their own: they appear once loaded.
  it('about explains stores, the 50 km rule, payments and contact', async () => {
    renderApp('/about-page');
    expect(await screen.findByRole('heading', { level: 1, name: `About ${BRAND}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The 50 km rule' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bank transfer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Virtual account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it('products filters by the category in the address and says when nothing matches', async () => {
    stubApi(catalogueRoutes([]));
    const { router } = renderApp(`${ROUTES.products}?category=Dairy`, { initialLocation: {} });
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findByText('No products match your search')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dairy' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Poultry' }));
    expect(router.state.location.search).toBe('?category=Poultry');
    await userEvent.click(screen.getByRole('radio', { name: 'All products' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows the policies', async () => {
    renderApp('/cookie-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByText('access_token')).toBeInTheDocument();
  });

  it('answers unknown paths with a 404 page inside the shop', () => {
    renderApp('/no-such-aisle');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('app-shell')).toBeInTheDocument();
  });

  it('shows a shopper the payment page, honest that no order is selected', async () => {
    signIn(CLAIMS.user);
    renderApp(ROUTES.checkoutPayment);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('No order selected for payment')).toBeInTheDocument();
  });
});
