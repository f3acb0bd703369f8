/** The stored side of mailed account links: only a token's hash is kept. */
import type { Db, Tx } from '../db/client';
import { emailTokens } from '../db/schema';

export interface EmailTokenRow {
  userId: number;
  purpose: 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'CHANGE_EMAIL';
  tokenHash: string;
  newEmail: string | null;
  expiresAt: Date;
}

export async function insertEmailToken(tx: Db | Tx, row: EmailTokenRow): Promise<void> {
  await tx.insert(emailTokens).values({
    user_id: row.userId,
    purpose: row.purpose,
    token_hash: row.tokenHash,
    new_email: row.newEmail,
    expires_at: row.expiresAt,
  });
}
