import { afterAll, beforeAll } from 'vitest';
import { linkIn, startTestSmtpServer, type ReceivedMail } from '../../apps/api/test/smtp';
import { startBuiltServer, type RunningServer } from './server';

/**
 * The API suite's real in-process SMTP server (apps/api/test/smtp.ts), with a wait: the spec passes
 * `url` as SMTP_URL to the server it starts, and the shop delivers from another process, so a mail
 * arrives a moment after the page says it was sent.
 */

export type DeliveredMail = ReceivedMail;

export interface Mailbox {
  url: string;
  mails: DeliveredMail[];
  /** Waits for the next mail to `address` after the first `skip` ones (polls the received list). */
  waitForMailTo(address: string, options?: { skip?: number; timeoutMs?: number }): Promise<DeliveredMail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const smtp = await startTestSmtpServer();
  const mails = smtp.messages;
  return {
    url: smtp.url,
    mails,
    async waitForMailTo(address, { skip = 0, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((mail) => mail.envelopeTo.includes(address.toLowerCase()))[skip];
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = mails.map((mail) => `${mail.envelopeTo.join(',')}: ${mail.subject}`).join('; ');
          throw new Error(
            `No mail #${skip + 1} to ${address} arrived within ${timeoutMs} ms (got: ${seen || 'none'})`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => smtp.close(),
  };
}

/** The first link in a mail to the page `path` (e.g. /auth/verify-email), as it was written. */
export const linkTo = linkIn;

/**
 * A built server of the spec's own (or the describe block's) whose mails go to a mailbox of its
 * own: started before the first test, stopped after the last. `env` adds to the server's config.
 */
export function useServerWithMailbox(
  tempPrefix: string,
  env: Record<string, string> = {},
): { server: RunningServer; mailbox: Mailbox } {
  const own = {} as { server: RunningServer; mailbox: Mailbox };
  beforeAll(async () => {
    own.mailbox = await startMailbox();
    own.server = await startBuiltServer({ tempPrefix, env: { SMTP_URL: own.mailbox.url, ...env } });
  });
  afterAll(async () => {
    await own.server?.stop();
    await own.mailbox?.close();
  });
  return own;
}
