import { useSyncExternalStore } from 'react';
import { jwtDecode } from 'jwt-decode';
import { COOKIES, ROLES, type AccessTokenClaims, type Role } from '@lumbung/contracts';
import { getCookie, removeCookie, setCookie } from './cookies';

/**
 * The session lives in cookies: `access_token` (1 day) decodes to {id, role, is_verified}.
 * The refresh token that renews it is an HttpOnly cookie the server sets and reads: no script on
 * the page, this one included, can read it. This module is the only reader and writer of the
 * session cookies scripts may touch.
 */

export function getAccessToken(): string | null {
  return getCookie(COOKIES.accessToken.name) || null;
}

/**
 * Removes the refresh token the web used to keep in a script-readable cookie: it would otherwise
 * stay readable for its 30 days. Run once as the app starts.
 */
export function forgetLegacyRefreshToken(): void {
  if (getCookie(COOKIES.legacyRefreshToken.name) !== null) removeCookie(COOKIES.legacyRefreshToken.name);
}

/**
 * The claims of an access token, or null when the token cannot be trusted to describe a user:
 * not a JWT, claims of the wrong shape, or past its `exp`. Such a holder is treated as a visitor.
 * The signature is not checked here: the server checks it on every call.
 */
export function decodeAccessToken(token: string | null, now: number = Date.now()): AccessTokenClaims | null {
  const decoded = readToken(token);
  if (!decoded || isPast(decoded.exp, now)) return null;
  return decoded.claims;
}

/**
 * Whether this browser's session came with a refresh cookie. The cookie itself is HttpOnly; the
 * page reads the secret-free `session_renewable` cookie set beside it.
 */
export function canRenewSession(): boolean {
  return getCookie(COOKIES.sessionRenewable.name) !== null;
}

/**
 * Whose session the browser holds. A token past its `exp` still names the person while a refresh
 * cookie can renew it: their next API call answers 401 and is retried after the renewal,
 * so a page opened the next morning is theirs, not a visitor's. Without a refresh cookie an expired
 * token is no session at all.
 */
export function sessionClaims(
  token: string | null,
  { canRenew, now = Date.now() }: { canRenew: boolean; now?: number },
): AccessTokenClaims | null {
  const decoded = readToken(token);
  if (!decoded) return null;
  return isPast(decoded.exp, now) && !canRenew ? null : decoded.claims;
}

function isPast(exp: number | undefined, now: number): boolean {
  return exp !== undefined && exp * 1000 <= now;
}

function readToken(token: string | null): { claims: AccessTokenClaims; exp: number | undefined } | null {
  if (!token) return null;
  let payload: Record<string, unknown>;
  try {
    payload = jwtDecode<Record<string, unknown>>(token);
  } catch {
    return null;
  }
  const claims = readClaims(payload);
  if (!claims) return null;
  return { claims, exp: typeof payload.exp === 'number' ? payload.exp : undefined };
}

/**
 * The contract's AccessTokenClaims (a safe integer id, a known role, is_verified), checked by hand:
 * the session is read in the storefront's first load, which carries no zod. Only those
 * three claims are kept, as the schema would.
 */
function readClaims(payload: Record<string, unknown>): AccessTokenClaims | null {
  const { id, role, is_verified: isVerified } = payload;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (!isRole(role) || typeof isVerified !== 'boolean') return null;
  return { id, role, is_verified: isVerified };
}

function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

const listeners = new Set<() => void>();

function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores the access token of a fresh login or a renewed session, and the sign that the server set
 * (or rotated) the refresh cookie with it.
 */
export function saveSession(tokens: { accessToken: string }): void {
  setCookie(COOKIES.accessToken.name, tokens.accessToken, { maxAgeDays: COOKIES.accessToken.maxAgeDays });
  setCookie(COOKIES.sessionRenewable.name, '1', {
    maxAgeDays: COOKIES.sessionRenewable.maxAgeDays,
    sameSite: 'Strict',
  });
  notifySessionChanged();
}

/**
 * Removes the cookies tied to the signed-in person that a script may touch: the access token, the
 * renewal sign and the admin's assigned store. The refresh cookie is the server's to clear (logout,
 * a refused renewal).
 */
export function clearSession(): void {
  removeCookie(COOKIES.accessToken.name);
  removeCookie(COOKIES.sessionRenewable.name);
  removeCookie(COOKIES.assignedStoreId.name, COOKIES.assignedStoreId.path);
  notifySessionChanged();
}

export type Session = {
  /** The raw access token cookie, present or not. */
  token: string | null;
  /** Decoded claims (see `sessionClaims`); null for a visitor. */
  claims: AccessTokenClaims | null;
  /** The navigation bar's notion of "logged in": the access token cookie is present (docs/product.md §2). */
  hasToken: boolean;
};

const VISITOR: Session = { token: null, claims: null, hasToken: false };
let snapshot: Session = VISITOR;
let snapshotKey = '';

/**
 * One decision per pair of cookies, shared by every component: a component mounted later sees the
 * same session as the ones already on the page.
 */
function readSession(): Session {
  const token = getAccessToken();
  const canRenew = canRenewSession();
  const key = `${canRenew ? 'r' : '-'}${token ?? ''}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot =
      token === null ? VISITOR : { token, claims: sessionClaims(token, { canRenew }), hasToken: true };
  }
  return snapshot;
}

/** The current session, re-read whenever this module changes the cookies. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, readSession, () => VISITOR);
}
