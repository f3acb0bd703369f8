import { describe, expect, it } from 'vitest';
import { COOKIES } from '@lumbung/contracts';
import { CLAIMS, makeAccessToken } from '@/test/tokens';
import { getCookie, setCookie } from './cookies';
import {
  canRenewSession,
  clearSession,
  decodeAccessToken,
  forgetLegacyRefreshToken,
  getAccessToken,
  sessionClaims,
  saveSession,
} from './session';

describe('decodeAccessToken', () => {
  it('reads id, role and is_verified from a token', () => {
    expect(decodeAccessToken(makeAccessToken(CLAIMS.unverifiedStoreAdmin))).toEqual(
      CLAIMS.unverifiedStoreAdmin,
    );
  });

  it('treats an expired token as no session', () => {
    expect(decodeAccessToken(makeAccessToken(CLAIMS.user, { expiresInSeconds: -1 }))).toBeNull();
  });

  it('treats garbage, missing claims and unknown roles as no session', () => {
    expect(decodeAccessToken(null)).toBeNull();
    expect(decodeAccessToken('garbage')).toBeNull();
    const base64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    expect(decodeAccessToken(`${base64({ alg: 'none' })}.${base64({ id: 1 })}.x`)).toBeNull();
    expect(
      decodeAccessToken(
        `${base64({ alg: 'none' })}.${base64({ id: 1, role: 'OWNER', is_verified: true })}.x`,
      ),
    ).toBeNull();
  });

  it('refuses claims of the wrong type and keeps only id, role and is_verified', () => {
    const base64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const token = (claims: object) => `${base64({ alg: 'none' })}.${base64(claims)}.x`;
    expect(decodeAccessToken(token({ id: '1', role: 'USER', is_verified: true }))).toBeNull();
    expect(decodeAccessToken(token({ id: 1.5, role: 'USER', is_verified: true }))).toBeNull();
    expect(decodeAccessToken(token({ id: 1, role: 'USER', is_verified: 'yes' }))).toBeNull();
    expect(decodeAccessToken(token({ id: 7, role: 'USER', is_verified: false, email: 'a@b.id' }))).toEqual({
      id: 7,
      role: 'USER',
      is_verified: false,
    });
  });
});

describe('sessionClaims', () => {
  it('keeps an expired token’s claims while a refresh token can renew it', () => {
    const expired = makeAccessToken(CLAIMS.storeAdmin, { expiresInSeconds: -60 });
    expect(sessionClaims(expired, { canRenew: true })).toEqual(CLAIMS.storeAdmin);
    expect(sessionClaims(expired, { canRenew: false })).toBeNull();
  });

  it('reads a live token either way, and nothing from no token or garbage', () => {
    expect(sessionClaims(makeAccessToken(CLAIMS.user), { canRenew: false })).toEqual(CLAIMS.user);
    expect(sessionClaims(null, { canRenew: true })).toBeNull();
    expect(sessionClaims('garbage', { canRenew: true })).toBeNull();
  });
});

describe('session cookies', () => {
  it('saves and clears the access token and the renewal sign, never a refresh token', () => {
    saveSession({ accessToken: 'a.b.c' });
    expect(getAccessToken()).toBe('a.b.c');
    expect(canRenewSession()).toBe(true);
    expect(document.cookie).not.toContain(`${COOKIES.refreshToken.name}=`);
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(canRenewSession()).toBe(false);
  });

  it('removes the refresh token the web used to keep in a readable cookie', () => {
    document.cookie = `${COOKIES.legacyRefreshToken.name}=old-refresh; path=/`;
    forgetLegacyRefreshToken();
    expect(getCookie(COOKIES.legacyRefreshToken.name)).toBeNull();
  });

  it('round-trips values that need encoding', () => {
    setCookie('note', 'a b;c=d');
    expect(getCookie('note')).toBe('a b;c=d');
  });
});
