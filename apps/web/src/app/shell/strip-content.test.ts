import { describe, expect, it } from 'vitest';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { shouldShowChrome } from './chrome';
import { getStripContent } from './strip-content';

const base = {
  isLoggedIn: false,
  hasAddresses: false,
  storeLocation: 'Jl. Sudirman 1, Jakarta',
  error: null,
};

describe('getStripContent (docs/product.md §2)', () => {
  it.each([
    [{}, { kind: 'prompt', text: MESSAGES.STRIP_LOG_IN, href: ROUTES.login }],
    [{ isLoggedIn: true }, { kind: 'add-address', text: MESSAGES.STRIP_SET_ADDRESS }],
    [
      { isLoggedIn: true, hasAddresses: true },
      { kind: 'location', text: 'Jl. Sudirman 1, Jakarta' },
    ],
    [{ error: MESSAGES.LOCATION_NO_STORE }, { kind: 'prompt', text: MESSAGES.STRIP_NO_STORE, href: null }],
    [
      { isLoggedIn: true, hasAddresses: true, error: MESSAGES.LOCATION_NO_STORE },
      { kind: 'prompt', text: MESSAGES.STRIP_NO_STORE, href: ROUTES.addresses },
    ],
    // Other lookup failures leave the strip as it would be: the failure itself is a toast.
    [
      { isLoggedIn: true, hasAddresses: true, error: MESSAGES.LOCATION_FETCH_FAILED },
      { kind: 'location', text: 'Jl. Sudirman 1, Jakarta' },
    ],
    [
      { error: MESSAGES.LOCATION_FETCH_FAILED },
      { kind: 'prompt', text: MESSAGES.STRIP_LOG_IN, href: ROUTES.login },
    ],
  ])('%o -> %o', (input, expected) => {
    expect(getStripContent({ ...base, ...input })).toEqual(expected);
  });
});

describe('shouldShowChrome', () => {
  it.each([
    ['/', true],
    ['/products-page', true],
    ['/about-page', true],
    ['/user/profile-editor', true],
    ['/checkout/12', true],
    ['/checkout/payment', false],
    ['/auth/login-page', false],
    ['/admin-store/orders', false],
    ['/admin-super', false],
  ])('%s -> %s', (path, expected) => {
    expect(shouldShowChrome(path)).toBe(expected);
  });
});
