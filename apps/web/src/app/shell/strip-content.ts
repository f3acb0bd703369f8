import { MESSAGES } from '@lumbung/contracts';

export type StripContent =
  /** The shopper's store location, shown with a home icon. */
  | { kind: 'location'; text: string }
  /** A prompt about the location or the account. */
  | { kind: 'prompt'; text: string };

/** The left-hand text of the top strip (SPEC §2), from the location state and the session. */
export function getStripContent(input: {
  isLoggedIn: boolean;
  hasAddresses: boolean;
  storeLocation: string;
  error: string | null;
}): StripContent {
  if (input.error === MESSAGES.LOCATION_NO_STORE) return { kind: 'prompt', text: MESSAGES.STRIP_NO_STORE };
  if (!input.isLoggedIn) return { kind: 'prompt', text: MESSAGES.STRIP_LOG_IN };
  if (!input.hasAddresses) return { kind: 'prompt', text: MESSAGES.STRIP_SET_ADDRESS };
  return { kind: 'location', text: input.storeLocation };
}
