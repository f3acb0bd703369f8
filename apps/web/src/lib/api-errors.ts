import { ApiError } from './api-client';

/**
 * The text of a fixed-only message (docs/product.md §8) for a failed call, with the server's reason after it
 * when the server refused the request with one of its own ("Failed to cancel the order. Only an
 * order waiting for payment can be cancelled."): the fixed text leads, and the shopper still learns
 * why. Network failures and server faults get the fixed text alone.
 */
export function fixedMessage(error: unknown, fixed: string): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.message &&
    error.message !== fixed
  ) {
    return `${fixed} ${error.message}`;
  }
  return fixed;
}

/**
 * A fixed text (docs/product.md §8) followed by the server's reason after a colon when the server refused the
 * call with one ("Error deleting store: This store still has 1 open order…"); the fixed text alone
 * for network failures and server faults.
 */
export function fixedWithReason(error: unknown, fixed: string): string {
  const text = fixedMessage(error, fixed);
  return text === fixed ? fixed : `${fixed}: ${text.slice(fixed.length + 1)}`;
}

/** The server's own message for a refused call, else `fallback` (docs/product.md §8 "the server's message first"). */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.hasResponse && error.message ? error.message : fallback;
}
