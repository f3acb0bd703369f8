import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { MessageResponse, type ChangePasswordBody, type EmailChangeBody } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/**
 * PUT /api/auth/password: a new password, the current one as proof. The server ends every other
 * session of the account; this one goes on.
 */
export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return apiFetch('/api/auth/password', { method: 'PUT', body, schema: MessageResponse });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/**
 * POST /api/auth/email-change: a confirmation link goes to the new address; the account moves
 * there only once it is opened.
 */
export function requestEmailChange(body: EmailChangeBody): Promise<MessageResponse> {
  return apiFetch('/api/auth/email-change', { method: 'POST', body, schema: MessageResponse });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}

/** POST /api/auth/email-change/confirm: the link mailed to the new address. Needs no session. */
export function confirmEmailChange(token: string): Promise<MessageResponse> {
  return apiFetch('/api/auth/email-change/confirm', {
    method: 'POST',
    body: { token },
    auth: false,
    schema: MessageResponse,
  });
}

/** Asked once per token, like the verification link (verify-email.ts): never retried or refetched. */
export function confirmEmailChangeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: () => confirmEmailChange(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useConfirmEmailChange(token: string | null) {
  return useQuery({ ...confirmEmailChangeQueryOptions(token ?? ''), enabled: Boolean(token) });
}
