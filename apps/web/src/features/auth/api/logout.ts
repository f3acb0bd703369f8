import { useMutation } from '@tanstack/react-query';
import { ROUTES } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';
import { reloadTo } from '@/lib/navigation';
import { clearSession } from '@/lib/session';

/** How long logout waits for the server before leaving anyway. */
const LOGOUT_TIMEOUT_MS = 4000;

/**
 * Ends the session here and on the server: asks the server to revoke the refresh token of its
 * HttpOnly cookie and clear it (best effort: a failure or a slow server never keeps anyone logged
 * in), then clears the session cookies a script may touch.
 */
export async function revokeSession(): Promise<void> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), LOGOUT_TIMEOUT_MS);
  try {
    await apiFetch('/api/auth/logout', {
      method: 'POST',
      body: {},
      signal: timeout.signal,
    });
  } catch {
    // The cookies go either way; an unrevoked refresh token still expires on the server.
  } finally {
    clearTimeout(timer);
  }
  clearSession();
}

/** Logs out (navbar, back-office header): revokes the session, then fully reloads to / (docs/product.md §2). */
export async function logout(): Promise<void> {
  await revokeSession();
  reloadTo(ROUTES.home);
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
