import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { MessageResponse, type ChangePasswordBody, type EmailChangeBody } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';
import { ONE_TIME_QUERY } from './verify-email';

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

/**
 * The two links of an e-mail change, neither needing a session: POST /api/auth/email-change/confirm
 * (mailed to the new address) and POST /api/auth/email-change/cancel (in the notice to the current
 * one).
 */
export type EmailChangeLink = 'confirm' | 'cancel';

export function openEmailChangeLink(link: EmailChangeLink, token: string): Promise<MessageResponse> {
  return apiFetch(`/api/auth/email-change/${link}`, {
    method: 'POST',
    body: { token },
    auth: false,
    schema: MessageResponse,
  });
}

/** Asked once per token, like the verification link (verify-email.ts): never retried or refetched. */
export function emailChangeLinkQueryOptions(link: EmailChangeLink, token: string) {
  return queryOptions({
    queryKey: ['auth', `${link}-email`, token],
    queryFn: () => openEmailChangeLink(link, token),
    ...ONE_TIME_QUERY,
  });
}

export function useEmailChangeLink(link: EmailChangeLink, token: string | null) {
  return useQuery({ ...emailChangeLinkQueryOptions(link, token ?? ''), enabled: Boolean(token) });
}
