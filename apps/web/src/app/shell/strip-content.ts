import { ROUTES } from '@lumbung/contracts';
import { t } from '@/i18n';

export type StripContent =
  /** The shopper's store: where it is and how far, with a store icon (never read as their home). */
  | { kind: 'location'; text: string }
  /** A prompt about the location or the account, with where to act on it when there is a place. */
  | { kind: 'prompt'; text: string; href: string | null }
  /** The first address is added in place, from the strip itself. */
  | { kind: 'add-address'; text: string };

/** The left-hand text of the top strip (docs/product.md §2), from the location state and the session. */
export function getStripContent(input: {
  isLoggedIn: boolean;
  hasAddresses: boolean;
  storeLocation: string;
  /** The store's distance from the shopper's address, when the lookup said it. */
  distanceKm?: number;
  noStore: boolean;
}): StripContent {
  if (input.noStore) {
    // A signed-in shopper adjusts their location by adding or choosing another address.
    return {
      kind: 'prompt',
      text: t('shop.strip.noStore'),
      href: input.isLoggedIn ? ROUTES.addresses : null,
    };
  }
  if (!input.isLoggedIn) return { kind: 'prompt', text: t('shop.strip.logIn'), href: ROUTES.login };
  if (!input.hasAddresses) return { kind: 'add-address', text: t('shop.strip.setAddress') };
  const location = input.storeLocation;
  return {
    kind: 'location',
    text:
      input.distanceKm === undefined
        ? t('shop.strip.store', { location })
        : // One decimal is as near as a shopper needs to know.
          t('shop.strip.storeNear', { location, distance: Math.round(input.distanceKm * 10) / 10 }),
  };
}
