import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { stubApi, type FakeHandler } from './fake-api';
import { renderApp } from './render';
import { storeCookie } from './store-admin-fixtures';
import { CLAIMS, signIn } from './tokens';

/** How long a lazily loaded back-office page may take to show on a loaded machine. */
export const LAZY = { timeout: 8_000 };
/** The form and edit journeys type and pick a lot: more time than the default on a loaded machine. */
export const LONG = 30_000;

/** The super admin's own name, as the shell asks it. */
export const superProfile: Record<string, FakeHandler> = {
  'GET /api/profile/user/:userId': () => ({
    message: MESSAGES.PROFILE_FOUND,
    data: {
      user_id: 1,
      username: 'Super Admin',
      email: 'super@lumbung.test',
      role: 'SUPER_ADMIN',
      is_verified: true,
      image: null,
      referral_code: 'SUPER1',
      pending_email: null,
    },
  }),
};

/**
 * Each test of the file runs signed in as the area's admin (the store admin with their store's
 * cookie); after it the fake API is undone and the address is back at '/'.
 */
export function backOfficeSession(area: 'super-admin' | 'store-admin') {
  beforeEach(() => {
    if (area === 'super-admin') {
      signIn(CLAIMS.superAdmin);
      return;
    }
    signIn(CLAIMS.storeAdmin);
    storeCookie();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });
}

/** Opens a back-office page at `path` as the browser would. */
export function openPage(path: string) {
  window.history.replaceState(null, '', path);
  return renderApp(path);
}

/** Fakes the API with `routes`, then opens the page at `path`. */
export function openWithApi(path: string, routes: Record<string, FakeHandler>) {
  const api = stubApi(routes);
  return { api, ...openPage(path) };
}

/**
 * The lazily loaded table named `name`, and its row holding `text` (a name, a code): how the
 * list-page tests reach one row to read or edit it.
 */
export function tableRows(name: string) {
  const table = () => screen.findByRole('table', { name }, LAZY);
  const rowOf = async (text: string) =>
    (await within(await table()).findByText(text, {}, LAZY)).closest('tr')!;
  return { table, rowOf };
}
