import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { MessageResponse } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/verify-email: marks the account of the link's token as verified. */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiFetch('/api/auth/verify-email', {
    method: 'POST',
    body: { token },
    auth: false,
    schema: MessageResponse,
  });
}

/** A query that runs once per key: never retried, refetched or dropped from the cache. */
export const ONE_TIME_QUERY = {
  retry: false,
  staleTime: Infinity,
  gcTime: Infinity,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/**
 * Verifying is a one-time action, run as a query keyed by the token so the page asks exactly once
 * even when React mounts it twice (StrictMode) or it re-renders; never retried, never refetched.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    ...ONE_TIME_QUERY,
  });
}

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}

/** POST /api/auth/resend-verification: a new link, if the account exists and is not verified. */
export function resendVerification(email: string): Promise<MessageResponse> {
  return apiFetch('/api/auth/resend-verification', {
    method: 'POST',
    body: { email },
    auth: false,
    schema: MessageResponse,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
