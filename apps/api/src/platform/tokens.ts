import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AccessTokenClaims } from '@lumbung/contracts';

/** The only algorithm an access token may use: `alg: none` and RS/HS confusion are refused. */
const ALGORITHM = 'HS256';

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export interface AccessTokenOptions {
  secret: string;
  ttlSeconds: number;
  /**
   * The session (refresh-token family) the token belongs to, as the `sid` claim: when that
   * session ends (logout, password reset, a replayed refresh token) its access tokens stop too.
   */
  sessionId?: string | undefined;
  /**
   * When the token counts as issued, in seconds since the epoch (now by default). The same claims
   * issued at the same second sign to the same token: a refresh answered twice answers one pair.
   */
  issuedAt?: number | undefined;
}

/** What a valid access token says: the claims of docs/product.md §3 and its session, if it has one. */
export interface VerifiedAccessToken extends AccessTokenClaims {
  sid: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs an access token: the claims of docs/product.md §3 ({ id, role, is_verified }) plus sub, iat, exp
 * and the session id (sid) when given.
 */
export function signAccessToken(claims: AccessTokenClaims, options: AccessTokenOptions): Promise<string> {
  const { id, role, is_verified } = claims;
  const now = options.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ id, role, is_verified, ...(options.sessionId ? { sid: options.sessionId } : {}) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(id))
    .setIssuedAt(now)
    .setExpirationTime(now + options.ttlSeconds)
    .sign(keyOf(options.secret));
}

/**
 * The claims of a valid access token, or null: a token must be HS256, signed with our secret,
 * carry iat, exp and sub, not be expired, and its claims must have the contract's shape. Whether
 * its session is still open is for the caller to check (platform/auth.ts).
 */
export async function verifyAccessToken(token: string, secret: string): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      requiredClaims: ['iat', 'exp', 'sub'],
    });
    const claims = AccessTokenClaims.safeParse(payload);
    if (!claims.success || payload.sub !== String(claims.data.id)) return null;
    const sid = payload.sid ?? null;
    if (sid !== null && (typeof sid !== 'string' || !UUID.test(sid))) return null;
    return { ...claims.data, sid };
  } catch {
    return null;
  }
}

/** A fresh random secret for a link or a refresh token: 32 bytes, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The refresh token that follows `presented` when it is rotated: an HMAC of it under a key derived
 * from the server's secret. Derived rather than random, so a second request with the same token
 * in the grace window gets the same successor again while the database keeps only its hash; no
 * one without the secret can compute it.
 */
export function successorToken(secret: string, presented: string): string {
  const key = createHmac('sha256', secret).update('lumbung refresh-token successor v1').digest();
  return createHmac('sha256', key).update(presented).digest('base64url');
}

/** What the database keeps of a secret token: its sha256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
