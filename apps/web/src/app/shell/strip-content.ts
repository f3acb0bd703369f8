import { MESSAGES, ROUTES } from '@lumbung/contracts';

export type StripContent =
  /** The shopper's store location, shown with a home icon. */
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
  error: string | null;
}): StripContent {
  if (input.error === MESSAGES.LOCATION_NO_STORE) {
    // A signed-in shopper adjusts their location by adding or choosing another address.
    return {
      kind: 'prompt',
      text: MESSAGES.STRIP_NO_STORE,
      href: input.isLoggedIn ? ROUTES.addresses : null,
    };
  }
  if (!input.isLoggedIn) return { kind: 'prompt', text: MESSAGES.STRIP_LOG_IN, href: ROUTES.login };
  if (!input.hasAddresses) return { kind: 'add-address', text: MESSAGES.STRIP_SET_ADDRESS };
  return { kind: 'location', text: input.storeLocation };
}
