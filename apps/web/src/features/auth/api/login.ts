import { useMutation } from '@tanstack/react-query';
import { LoginResponse, ROUTES, type LoginBody, type PublicUser, type Role } from '@lumbung/contracts';
import { isLocale, switchLocale } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { forgetAssignedStoreId, getAssignedStore, saveAssignedStoreId } from '@/lib/assigned-store';
import { saveSession } from '@/lib/session';

export type LoginInput = LoginBody;

/**
 * POST /api/auth/login (docs/architecture.md §4): the tokens and the public user. A wrong e-mail and a wrong
 * password get one and the same answer from the server, shown as it is.
 */
export function login(input: LoginInput): Promise<LoginResponse> {
  return apiFetch('/api/auth/login', { method: 'POST', body: input, auth: false, schema: LoginResponse });
}

/** Where each role lands after logging in. */
export function homeFor(role: Role): string {
  if (role === 'SUPER_ADMIN') return ROUTES.superAdmin;
  if (role === 'STORE_ADMIN') return ROUTES.storeAdmin;
  return ROUTES.home;
}

export type StartedSession = {
  user: PublicUser;
  destination: string;
  /** A store admin's assigned store id, kept in the /admin-store cookie; null when none was found. */
  storeId: number | null;
};

/**
 * The language the account chose, if any, becomes the app's before the user's home shows: the
 * cookie that the next page starts from says it, and the texts already shown switch. A failed
 * download of its texts leaves the cookie set, so the next page still starts in it. An account with
 * no choice keeps the browser's.
 */
async function speakChosenLanguage(locale: string | null): Promise<void> {
  if (!isLocale(locale)) return;
  await switchLocale(locale).catch(() => undefined);
}

/**
 * Logs in and prepares the session: keeps the access token in its cookie and, for a verified store admin,
 * looks up the assigned store and keeps its id in the /admin-store cookie (7 days). A store id left
 * by an earlier account is dropped first. When the lookup fails the admin still gets in: the store
 * dashboard then says 'Store not found for your account.' and asks the server again. An unverified
 * store admin runs no store yet (the API refuses the lookup): the dashboard says so. The account's
 * chosen language is switched to last.
 */
export async function startSession(input: LoginInput): Promise<StartedSession> {
  const { data } = await login(input);
  // The refresh token of the answer is for API clients: the browser's is the server's HttpOnly cookie.
  saveSession({ accessToken: data.accessToken });
  forgetAssignedStoreId();
  let storeId: number | null = null;
  if (data.user.role === 'STORE_ADMIN' && data.user.is_verified) {
    storeId = await getAssignedStore(data.user.id).then(
      ({ data: store }) => store.store_id,
      () => null,
    );
    if (storeId !== null) saveAssignedStoreId(storeId);
  }
  await speakChosenLanguage(data.user.locale);
  return { user: data.user, destination: homeFor(data.user.role), storeId };
}

export function useLogin() {
  return useMutation({ mutationFn: startSession });
}
