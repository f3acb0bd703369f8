import type { AccessTokenClaims } from '@lumbung/contracts';

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A real-looking JWT for tests: header and payload are genuine base64url JSON; the signature is
 * not, which the web never checks (the server does).
 */
export function makeAccessToken(
  claims: AccessTokenClaims,
  options: { expiresInSeconds?: number } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = { ...claims, iat: now, exp: now + (options.expiresInSeconds ?? 3600) };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.dGVzdC1zaWduYXR1cmU`;
}

export const CLAIMS = {
  user: { id: 7, role: 'USER', is_verified: true },
  storeAdmin: { id: 8, role: 'STORE_ADMIN', is_verified: true },
  unverifiedStoreAdmin: { id: 9, role: 'STORE_ADMIN', is_verified: false },
  superAdmin: { id: 1, role: 'SUPER_ADMIN', is_verified: true },
} satisfies Record<string, AccessTokenClaims>;

/** Signs the test browser in by setting the access token cookie. */
export function signIn(claims: AccessTokenClaims, options?: { expiresInSeconds?: number }): string {
  const token = makeAccessToken(claims, options);
  document.cookie = `access_token=${token}; path=/`;
  return token;
}

export function clearAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; path=/; max-age=0`;
    document.cookie = `${name}=; path=/admin-store; max-age=0`;
  }
}
