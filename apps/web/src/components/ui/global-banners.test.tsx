import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '@/test/render';
import { GlobalBanners, useBanners } from './global-banners';

function Controls() {
  const banners = useBanners();
  return (
    <>
      <button type="button" onClick={() => banners.showError('Something failed')}>
        Fail here
      </button>
      <button type="button" onClick={() => banners.showSuccess('Paid', { path: '/b' })}>
        Succeed on b
      </button>
      <button type="button" onClick={banners.hideError}>
        Hide error
      </button>
      <Link to="/b">To b</Link>
      <Link to="/c">To c</Link>
    </>
  );
}

function renderBanners() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <GlobalBanners />
            <Controls />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(
    <AppProviders env="test" queryClient={createQueryClient()} initialLocation={{}}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('global banners (docs/product.md §3 global, §4)', () => {
  it('shows and hides the error banner', async () => {
    renderBanners();
    await userEvent.click(screen.getByRole('button', { name: 'Fail here' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed');
    await userEvent.click(screen.getByRole('button', { name: 'Hide error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fail here' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a success for the page it is meant for, and drops a banner once the person moves on', async () => {
    renderBanners();
    await userEvent.click(screen.getByRole('button', { name: 'Fail here' }));
    await userEvent.click(screen.getByRole('button', { name: 'Succeed on b' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'To b' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Paid');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('link', { name: 'To c' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
