import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter } from 'react-router';
import { BRAND, ROUTES } from '@lumbung/contracts';
import { stubApi } from '@/test/fake-api';
import { catalogueRoutes } from '@/test/storefront-fixtures';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders, createQueryClient } from './providers';
import { AppRoutes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The app as main.tsx mounts it: the declarative router on the browser's address. */
function renderEntry(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders env="test" queryClient={createQueryClient()}>
      <BrowserRouter>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </BrowserRouter>
    </AppProviders>,
  );
}

describe("main.tsx's router", () => {
  it("shows the page of the browser's address, and follows the links to another", async () => {
    stubApi(catalogueRoutes());
    renderEntry(ROUTES.about);
    expect(await screen.findByRole('heading', { level: 1, name: `About ${BRAND}` })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(ROUTES.products);
  });

  it('shows the 404 page for an unknown address', async () => {
    stubApi(catalogueRoutes());
    renderEntry('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });
});

describe('the error boundary', () => {
  it('says what went wrong and offers a reload instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Failed to fetch dynamically imported module');
    }
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });
});
