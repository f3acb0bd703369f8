/** The mail outbox: every mail is recorded before it is sent, with what became of it. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './mail';

/** Records a mail: QUEUED when it will be sent over SMTP, OUTBOX when it is only kept. */
export async function recordMail(db: Db, mail: MailMessage, status: 'QUEUED' | 'OUTBOX'): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      status,
    })
    .returning({ mail_id: mailOutbox.mail_id });
  return row!.mail_id;
}

export async function markMailSent(db: Db, mailId: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'SENT', sent_at: new Date() })
    .where(eq(mailOutbox.mail_id, mailId));
}

/** The SMTP server's reason, cut to what the column keeps. */
export async function markMailFailed(db: Db, mailId: number, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'FAILED', error: reason.slice(0, 1000) })
    .where(eq(mailOutbox.mail_id, mailId));
}

/** The latest mails of the outbox, newest first (the development outbox page). */
export async function latestMails(db: Db, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.mail_id)).limit(limit);
}
