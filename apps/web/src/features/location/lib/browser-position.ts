import type { Coordinates } from '../api/get-closest-store';

export type PositionOutcome =
  | { kind: 'position'; coordinates: Coordinates }
  /** Refused, unavailable, timed out, or no geolocation in this browser. */
  | { kind: 'unavailable' };

/**
 * How long the shop waits for the person to answer the browser's location prompt before it shows
 * the fallback store's shelves; an answer that comes later still finds their store.
 */
export const POSITION_PATIENCE_MS = 8_000;

/** How long to wait for a fix once the person has allowed it. */
const POSITION_TIMEOUT_MS = 15_000;
/** A fix this recent is good enough: the nearest store does not change in five minutes. */
const POSITION_MAX_AGE_MS = 5 * 60_000;

/** Asks the browser where the person is; resolves (never rejects) with the position or why not. */
export function requestBrowserPosition(): Promise<PositionOutcome> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve({ kind: 'unavailable' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'position',
          coordinates: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        }),
      () => resolve({ kind: 'unavailable' }),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}
