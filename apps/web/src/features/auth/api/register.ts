import { useMutation } from '@tanstack/react-query';
import { RegisterResponse, type RegisterBody } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/register: creates an unverified shopper and mails a verification link. */
export function register(input: RegisterBody): Promise<RegisterResponse> {
  return apiFetch('/api/auth/register', {
    method: 'POST',
    body: input,
    auth: false,
    schema: RegisterResponse,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
