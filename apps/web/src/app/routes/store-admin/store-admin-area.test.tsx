import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, MESSAGES } from '@lumbung/contracts';
import { getCookie } from '@/lib/cookies';
import { json, stubApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { CLAIMS, signIn } from '@/test/tokens';

/** The back-office areas are lazy chunks: their first render may take a while on a busy machine. */
const LAZY_AREA = { timeout: 5_000 };

/** The store back-office and the admin's store id (docs/product.md §5 and §9). */

const KEMANG = {
  store_id: 28,
  store_name: 'LUMBUNG Kemang',
  store_location: 'Jl. Kemang Raya 8',
  city_id: 1,
};

/** Opens `path` as the browser would: the /admin-store cookie is only visible on pages below it. */
function open(path: string) {
  window.history.replaceState(null, '', path);
  return renderApp(path);
}

const storeCookie = () => getCookie(COOKIES.assignedStoreId.name);

beforeEach(() => signIn(CLAIMS.storeAdmin));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the store dashboard', () => {
  it('shows the admin’s store and keeps its id in the /admin-store cookie', async () => {
    const api = stubApi({
      'GET /api/store-admin/assigned-store/:userId': () => ({
        message: MESSAGES.ASSIGNED_STORE_FOUND,
        data: KEMANG,
      }),
    });
    open('/admin-store');
    expect(await screen.findByRole('heading', { name: 'LUMBUNG Kemang' }, LAZY_AREA)).toBeInTheDocument();
    expect(screen.getByText('Jl. Kemang Raya 8')).toBeInTheDocument();
    expect(api.requestsTo('/api/store-admin/assigned-store/8')).toHaveLength(1);
    await waitFor(() => expect(storeCookie()).toBe('28'));
  });

  it("says 'Store not found for your account.' when the admin has no store, and drops a stale id", async () => {
    document.cookie = `${COOKIES.assignedStoreId.name}=5; path=/admin-store`;
    stubApi({
      'GET /api/store-admin/assigned-store/:userId': () =>
        json({ message: 'No store is assigned to you.' }, 404),
    });
    open('/admin-store');
    expect(
      await screen.findByText(MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT, { exact: false }, LAZY_AREA),
    ).toBeInTheDocument();
    await waitFor(() => expect(storeCookie()).toBeNull());
  });
});

describe('the store dashboard of an unverified store admin', () => {
  it('says the account must be verified, and does not ask the server (which refuses it)', async () => {
    signIn(CLAIMS.unverifiedStoreAdmin);
    const api = stubApi({
      'GET /api/store-admin/assigned-store/:userId': () =>
        json({ message: MESSAGES.ACCOUNT_NOT_VERIFIED, code: 'ACCOUNT_NOT_VERIFIED' }, 403),
    });
    open('/admin-store');
    expect(await screen.findByText(MESSAGES.STORE_ADMIN_NOT_VERIFIED, {}, LAZY_AREA)).toBeInTheDocument();
    expect(
      screen.queryByText(MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT, { exact: false }),
    ).not.toBeInTheDocument();
    expect(api.requestsTo('/api/store-admin/')).toHaveLength(0);
  });

  it('says so too when the server finds the account unverified although the token said verified', async () => {
    stubApi({
      'GET /api/store-admin/assigned-store/:userId': () =>
        json({ message: MESSAGES.ACCOUNT_NOT_VERIFIED, code: 'ACCOUNT_NOT_VERIFIED' }, 403),
    });
    open('/admin-store');
    expect(
      await screen.findByText(MESSAGES.STORE_ADMIN_NOT_VERIFIED, { exact: false }, LAZY_AREA),
    ).toBeInTheDocument();
    expect(
      screen.queryByText(MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT, { exact: false }),
    ).not.toBeInTheDocument();
  });
});

describe('store-scoped screens', () => {
  it("fail with 'Store ID is missing in cookies.' without the store id", async () => {
    stubApi({});
    open('/admin-store/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, LAZY_AREA)).toBeInTheDocument();
    expect(
      screen.getByText(MESSAGES.STORE_ID_MISSING, { exact: false }).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(screen.queryByText('No orders yet for this store')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the dashboard to load your store' })).toHaveAttribute(
      'href',
      '/admin-store',
    );
  });

  it('open with the store id kept at login', async () => {
    document.cookie = `${COOKIES.assignedStoreId.name}=28; path=/admin-store`;
    const api = stubApi({
      'GET /api/order/store/:storeId': () => ({
        message: MESSAGES.ORDERS_LISTED,
        data: [],
        currentPage: 1,
        totalPages: 0,
        totalItems: 0,
      }),
    });
    open('/admin-store/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, LAZY_AREA)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.STORE_ID_MISSING)).not.toBeInTheDocument();
    expect(await screen.findByText('No orders yet for this store', {}, LAZY_AREA)).toBeInTheDocument();
    expect(api.requestsTo('/api/order/store/28')).toHaveLength(1);
  });

  it('are Access Denied to an unverified store admin, whatever the cookie', async () => {
    signIn(CLAIMS.unverifiedStoreAdmin);
    document.cookie = `${COOKIES.assignedStoreId.name}=1; path=/admin-store`;
    stubApi({});
    open('/admin-store/orders');
    expect(
      await screen.findByRole('heading', { name: MESSAGES.ACCESS_DENIED_TITLE }, LAZY_AREA),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.ACCESS_DENIED_TEXT)).toBeInTheDocument();
  });
});
