/**
 * Without SMTP_URL mails stay in the outbox table. Their links (verification, password reset) are
 * secrets: only in development may they appear in the log or the outbox page.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { buildTestApp } from '../../test/build-test-app';

/** Registers an account and forgets a password in an app of the given NODE_ENV; returns its log and links. */
async function mailsIn(env: 'development' | 'production' | 'test') {
  const lines: string[] = [];
  const t = await buildTestApp({ env: { NODE_ENV: env }, onLogLine: (line) => lines.push(line) });
  try {
    const email = `log.${env}@example.com`;
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Log Reader', email, password: 'kopi-susu-99' },
    });
    expect(register.statusCode).toBe(201);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, email))
      .orderBy(desc(mailOutbox.mail_id));
    const tokens = mails.map((mail) => {
      const token = /[?&]token=([^\s&]+)/.exec(mail.text_body)?.[1];
      if (!token) throw new Error(`no link in: ${mail.text_body}`);
      return token;
    });
    expect(tokens).toHaveLength(2);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const kept = lines.filter((line) => line.includes('mail kept in the outbox'));
    return { log: lines.join('\n'), kept, tokens, outboxStatus: outbox.statusCode };
  } finally {
    await t.close();
  }
}

describe('mail links and the log, without SMTP_URL', () => {
  for (const env of ['production', 'test'] as const) {
    it(`keeps the links out of the log and has no outbox page with NODE_ENV=${env}`, async () => {
      const { log, kept, tokens, outboxStatus } = await mailsIn(env);
      expect(kept).toHaveLength(2);
      for (const token of tokens) expect(log).not.toContain(token);
      expect(log).not.toContain('/auth/verify-email');
      expect(log).not.toContain('/auth/reset-password-page');
      expect(outboxStatus).toBe(404);
    });
  }

  it('shows them in the log and on the outbox page with NODE_ENV=development', async () => {
    const { kept, tokens, outboxStatus } = await mailsIn('development');
    expect(kept).toHaveLength(2);
    const logged = kept.flatMap((line) => (JSON.parse(line) as { links: string[] }).links);
    for (const token of tokens) expect(logged.some((link) => link.includes(token))).toBe(true);
    expect(outboxStatus).toBe(200);
  });
});
