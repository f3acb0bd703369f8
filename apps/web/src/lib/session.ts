import { useMemo, useSyncExternalStore } from 'react';
import { jwtDecode } from 'jwt-decode';
import { AccessTokenClaims, COOKIES } from '@lumbung/contracts';
import { getCookie, removeCookie, setCookie } from './cookies';

/**
 * The session lives in cookies (SPEC §3): `access_token` (1 day) decodes to {id, role, is_verified};
 * `refresh_token` renews it (SPEC §8). This module is the only reader and writer of those cookies.
 */

export function getAccessToken(): string | null {
  return getCookie(COOKIES.accessToken.name) || null;
}

export function getRefreshToken(): string | null {
  return getCookie(COOKIES.refreshToken.name) || null;
}

/**
 * The claims of an access token, or null when the token cannot be trusted to describe a user:
 * not a JWT, claims of the wrong shape, or past its `exp`. Such a holder is treated as a visitor.
 * The signature is not checked here: the server checks it on every call.
 */
export function decodeAccessToken(token: string | null, now: number = Date.now()): AccessTokenClaims | null {
  if (!token) return null;
  let payload: Record<string, unknown>;
  try {
    payload = jwtDecode<Record<string, unknown>>(token);
  } catch {
    return null;
  }
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return null;
  const claims = AccessTokenClaims.safeParse(payload);
  return claims.success ? claims.data : null;
}

const listeners = new Set<() => void>();

function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores the tokens of a fresh login or a renewed session. */
export function saveSession(tokens: { accessToken: string; refreshToken?: string | null }): void {
  setCookie(COOKIES.accessToken.name, tokens.accessToken, { maxAgeDays: COOKIES.accessToken.maxAgeDays });
  if (tokens.refreshToken) {
    setCookie(COOKIES.refreshToken.name, tokens.refreshToken, {
      maxAgeDays: COOKIES.refreshToken.maxAgeDays,
    });
  }
  notifySessionChanged();
}

/** Removes every cookie tied to the signed-in person: both tokens and the admin's assigned store. */
export function clearSession(): void {
  removeCookie(COOKIES.accessToken.name);
  removeCookie(COOKIES.refreshToken.name);
  removeCookie(COOKIES.assignedStoreId.name, COOKIES.assignedStoreId.path);
  notifySessionChanged();
}

export type Session = {
  /** The raw access token cookie, present or not. */
  token: string | null;
  /** Decoded claims; null for a visitor or an undecodable or expired token. */
  claims: AccessTokenClaims | null;
  /** The navigation bar's notion of "logged in": the access token cookie is present (SPEC §2). */
  hasToken: boolean;
};

/** The current session, re-read whenever this module changes the cookies. */
export function useSession(): Session {
  const token = useSyncExternalStore(subscribe, getAccessToken, () => null);
  return useMemo(() => ({ token, claims: decodeAccessToken(token), hasToken: token !== null }), [token]);
}
