import { ApiError } from '@/lib/api-client';

/**
 * docs/product.md §8's profile texts are fixed ('Error adding address'...): they head what the shopper reads.
 * A refusal the server explains (a 4xx with its own words, such as a city that is not on the list)
 * is added below them, so the shopper knows what to change; other failures show the fixed text only.
 */
export function failureOf(error: unknown, fixed: string): { title: string; detail: string | null } {
  const detail =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message !== fixed
      ? error.message
      : null;
  return { title: fixed, detail };
}
