/**
 * Delivery's words (docs/decisions/0043): slots, line preferences, packing and the checkout hold.
 * Apart from constants.ts so that the storefront's first load carries only what its pages use.
 */

/** Slots are offered for today and the next six days (WIB). */
export const SLOT_DAYS_AHEAD = 7;

/** What the store does when a line is short at packing. Default: a similar product. */
export const SUBSTITUTION_PREFERENCES = ['SIMILAR', 'CHOSEN', 'REFUND'] as const;
export type SubstitutionPreference = (typeof SUBSTITUTION_PREFERENCES)[number];
export const DEFAULT_SUBSTITUTION: SubstitutionPreference = 'SIMILAR';

/** A line at packing: waiting, packed whole, short by some units, or (partly) replaced. */
export const PACKING_LINE_STATES = ['PENDING', 'PACKED', 'SHORT', 'SUBSTITUTED'] as const;
export type PackingLineState = (typeof PACKING_LINE_STATES)[number];

/** An order the shopper has not committed to ("Pay now") goes back into the cart after this. */
export const CHECKOUT_HOLD_MINUTES = 30;

/** Longest note on a cart line or an order (a courier's note fits a phone screen). */
export const LINE_NOTE_MAX = 200;
export const ORDER_NOTE_MAX = 300;

/** The instant method skips slots: it leaves within three hours of payment. */
export const SLOTLESS_SHIPPING_METHODS = ['SAME_DAY'] as const;
