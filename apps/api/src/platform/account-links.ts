/**
 * Mailed account links: the one-use tokens that verify an address, reset a password or confirm an
 * e-mail change, and the web page each opens. Shared by the auth feature (registration, reset,
 * e-mail change) and the store-admins feature (a new store admin chooses a password through a
 * reset link), which may not import each other.
 */
import { randomInt } from 'node:crypto';
import { ROUTES } from '@lumbung/contracts';
import type { Db, Tx } from '../db/client';
import { insertEmailToken } from './account-links.sql';
import { hashToken, newSecretToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A link token for a mail: only its hash is stored; it works once, until it expires. A
 * CHANGE_EMAIL link carries the address the account moves to (`newEmail`). A random token unless
 * the caller derived one (`token`).
 */
export async function createEmailToken(
  tx: Db | Tx,
  userId: number,
  purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'CHANGE_EMAIL',
  ttlHours: number,
  newEmail: string | null = null,
  token: string = newSecretToken(),
): Promise<string> {
  await insertEmailToken(tx, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    newEmail,
    expiresAt: new Date(Date.now() + ttlHours * HOUR_MS),
  });
  return token;
}

/**
 * The web page a mailed link opens, with its token. The paths are the web router's own (ROUTES), so
 * a renamed page cannot leave the mails pointing at a 404.
 */
export function accountLink(
  publicUrl: string,
  page: 'verifyEmail' | 'resetPassword' | 'confirmEmail' | 'cancelEmailChange',
  token: string,
): string {
  return `${publicUrl.replace(/\/+$/, '')}${ROUTES[page]}?token=${encodeURIComponent(token)}`;
}

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code of the unambiguous alphabet (referral codes, voucher redeem codes). */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
