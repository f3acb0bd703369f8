import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { BRAND, type Locale } from '@lumbung/contracts';
import type { Db } from '../db/client';
import { markMailFailed, markMailSent, recordMail } from './mail-outbox.sql';
import type { Config } from './config';
import { MAIL_FRAME } from './mail-texts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Records the mail in mail_outbox and, with SMTP_URL set, hands it to the SMTP server in the
   * background (status SENT, or FAILED with the error). Never throws: a mail that cannot go out
   * is logged and must not fail the request that caused it.
   */
  sendMail(message: MailMessage): Promise<void>;
  /** Resolves once every delivery started so far has finished (shutdown, tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** The part of the logger that mail and services use. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The links in a mail's text, so the log and the development outbox can show them. */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

export function createMailer({ db, config, log }: { db: Db; config: Config; log: Log }): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;
  if (!transport && config.env === 'production') {
    log.warn('SMTP_URL is not set: mails are only kept in the mail_outbox table, and nobody receives them');
  }
  const pending = new Set<Promise<void>>();

  async function deliver(mailId: number, message: MailMessage): Promise<void> {
    try {
      await transport!.sendMail({ from: config.mailFrom, ...message });
      await markMailSent(db, mailId);
      log.info({ mailId, to: message.to, subject: message.subject }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ mailId, to: message.to, subject: message.subject, err: error }, 'mail could not be sent');
      await markMailFailed(db, mailId, reason).catch((err: unknown) =>
        log.error({ mailId, err }, 'mail status could not be saved'),
      );
    }
  }

  return {
    async sendMail(message) {
      try {
        const mailId = await recordMail(db, message, transport ? 'QUEUED' : 'OUTBOX');
        if (!transport) {
          // The links are secrets (verification, password reset): only a developer's own log shows them.
          const links = config.env === 'development' ? { links: linksOf(message.text) } : {};
          log.info(
            { mailId, to: message.to, subject: message.subject, ...links },
            'mail kept in the outbox (no SMTP_URL)',
          );
          return;
        }
        const delivery = deliver(mailId, message);
        pending.add(delivery);
        void delivery.finally(() => pending.delete(delivery));
      } catch (error) {
        log.error({ to: message.to, subject: message.subject, err: error }, 'mail could not be recorded');
      }
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      transport?.close();
    },
  };
}

export { latestMails } from './mail-outbox.sql';

// ---------------------------------------------------------------------------------------------
// One look for every mail: plain text first, and a simple, readable HTML twin.

export interface MailContent {
  /** The greeting line, e.g. "Hi Sari,". */
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** The one thing to click, shown as a button and as a plain link. */
  action?: { label: string; url: string };
  /** Small print under the button (e.g. how long the link works). */
  footnote?: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Renders a mail in the LUMBUNG style: a text part and an HTML part with the same words, the
 * frame (sign-off, the link under the button, the footer) in the mail's language.
 */
export function renderMail(content: MailContent, locale: Locale = 'en'): { text: string; html: string } {
  const frame = MAIL_FRAME[locale];
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  if (content.footnote) textParts.push(content.footnote);
  textParts.push(`${frame.signOff}\n${frame.team}`);
  const text = `${textParts.join('\n\n')}\n`;

  const p = (t: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(t)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2f7d32;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555;line-height:1.5">${escapeHtml(frame.buttonFallback)}<br><a href="${escapeHtml(content.action.url)}" style="color:#2f7d32;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:0 0 16px;font-size:13px;color:#555555;line-height:1.5">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${BRAND}</title></head>
<body style="margin:0;padding:0;background:#f4f6f2;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<div style="font-size:22px;font-weight:bold;letter-spacing:3px;color:#2f7d32;margin-bottom:16px">${BRAND}</div>
<div style="background:#ffffff;border-radius:8px;padding:24px">
${p(content.greeting)}
${content.paragraphs.map(p).join('\n')}
${action}
${footnote}
<p style="margin:16px 0 0;line-height:1.5">${escapeHtml(frame.signOff)}<br>${escapeHtml(frame.team)}</p>
</div>
<p style="font-size:12px;color:#777777;text-align:center;margin-top:16px">${escapeHtml(frame.footer)}</p>
</div>
</body></html>
`;
  return { text, html };
}
