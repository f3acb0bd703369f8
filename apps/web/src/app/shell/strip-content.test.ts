import { describe, expect, it } from 'vitest';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { shouldShowChrome } from './chrome';
import { getStripContent } from './strip-content';

const base = {
  isLoggedIn: false,
  hasAddresses: false,
  storeLocation: 'Jl. Sudirman 1, Jakarta',
  noStore: false,
};

describe('getStripContent (docs/product.md §2)', () => {
  it.each([
    [{}, { kind: 'prompt', text: MESSAGES.STRIP_LOG_IN, href: ROUTES.login }],
    [{ isLoggedIn: true }, { kind: 'add-address', text: MESSAGES.STRIP_SET_ADDRESS }],
    // The shopper's store reads as a store, never as their own address, with how far it is.
    [
      { isLoggedIn: true, hasAddresses: true },
      { kind: 'location', text: 'Your store: Jl. Sudirman 1, Jakarta' },
    ],
    [
      { isLoggedIn: true, hasAddresses: true, distanceKm: 2.437 },
      { kind: 'location', text: 'Your store, 2.4 km away: Jl. Sudirman 1, Jakarta' },
    ],
    [{ noStore: true }, { kind: 'prompt', text: MESSAGES.STRIP_NO_STORE, href: null }],
    [
      { isLoggedIn: true, hasAddresses: true, noStore: true },
      { kind: 'prompt', text: MESSAGES.STRIP_NO_STORE, href: ROUTES.addresses },
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
