import { useMutation } from '@tanstack/react-query';
import { MessageResponse } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the e-mail has an account. */
export function forgotPassword(email: string): Promise<MessageResponse> {
  return apiFetch('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
    auth: false,
    schema: MessageResponse,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

/** POST /api/auth/reset-password: sets a new password with the one-time token from the mail. */
export function resetPassword(input: { token: string; password: string }): Promise<MessageResponse> {
  return apiFetch('/api/auth/reset-password', {
    method: 'POST',
    body: input,
    auth: false,
    schema: MessageResponse,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
