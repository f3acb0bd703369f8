import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { fixedMessage, fixedWithReason } from '@/lib/api-errors';

/** How a failed call reads to the person (docs/product.md §8). */
export type Refusal = (error: unknown) => string;

/** "<fixed>: <the server's reason>" when the server refused with one; the fixed text alone otherwise. */
export const withReason =
  (fixed: string): Refusal =>
  (error) =>
    fixedWithReason(error, fixed);

/** "<fixed> <the server's reason>" when the server refused with one; the fixed text alone otherwise. */
export const fixedThenReason =
  (fixed: string): Refusal =>
  (error) =>
    fixedMessage(error, fixed);

/** The answer's `detail` when it has one, else the error's message, else `fallback`. */
export const detailOr =
  (fallback: string): Refusal =>
  (error) => {
    const body = error instanceof ApiError ? error.body : undefined;
    const detail =
      typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string'
        ? body.detail
        : null;
    return detail ?? (error instanceof Error ? error.message : fallback);
  };

/**
 * The back-office's write: `request` sends the call; a failure is rethrown with the text `refusal`
 * gives it (the page shows that text in its toast or dialog); `onSuccess` puts the answer into the
 * cache, so the lists show it without asking the server again.
 */
export function useApiMutation<Vars, Result>({
  request,
  refusal,
  onSuccess,
}: {
  request: (vars: Vars) => Promise<Result>;
  refusal?: Refusal;
  onSuccess?: (result: Result, client: QueryClient, vars: Vars) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (vars: Vars) => {
      if (!refusal) return request(vars);
      try {
        return await request(vars);
      } catch (error) {
        throw new Error(refusal(error), { cause: error });
      }
    },
    onSuccess: onSuccess ? (result: Result, vars: Vars) => onSuccess(result, client, vars) : undefined,
  });
}
