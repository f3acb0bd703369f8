import { useMutation } from '@tanstack/react-query';
import type { Role } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

export type LoginInput = { email: string; password: string };

/** POST /api/auth/login answer (DESIGN §4). */
export type LoginResponse = {
  message?: string;
  data: {
    accessToken: string;
    refreshToken: string;
    user: { id: number; username?: string; email?: string; role: Role; is_verified: boolean };
  };
};

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', body: input, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
