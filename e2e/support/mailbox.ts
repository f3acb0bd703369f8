import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server inside the test process (the smtp-server package). A spec starts it, passes
 * `url` as SMTP_URL to the server it starts, and reads what the shop delivered over SMTP.
 */

export interface DeliveredMail {
  /** Recipients as the SMTP client gave them (the envelope), lower case. */
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
}

export interface Mailbox {
  url: string;
  mails: DeliveredMail[];
  /** Waits for the next mail to `address` after the first `skip` ones (polls the received list). */
  waitForMailTo(address: string, options?: { skip?: number; timeoutMs?: number }): Promise<DeliveredMail>;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: DeliveredMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { subject, text } = readMessage(Buffer.concat(chunks).toString('utf8'));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMailTo(address, { skip = 0, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter((mail) => mail.to.includes(address.toLowerCase()))[skip];
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = mails.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ') || 'none';
          throw new Error(`No mail #${skip + 1} to ${address} arrived within ${timeoutMs} ms (got: ${seen})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail to the page `path` (e.g. /auth/verify-email), as it was written. */
export function linkTo(mail: DeliveredMail, path: string): URL {
  for (const candidate of mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname === path) return url;
  }
  throw new Error(`No link to ${path} in the mail "${mail.subject}":\n${mail.text}`);
}

// A small reader for what nodemailer writes: headers, multipart, quoted-printable or base64.

function split(raw: string): { headers: Map<string, string>; body: string } {
  const text = raw.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = end === -1 ? text : text.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : text.slice(end + 2) };
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decode(part: { headers: Map<string, string>; body: string }): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return quotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=\s*/g, (_all, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : quotedPrintable(data.replace(/_/g, ' ')),
  );
}

function textPart(part: { headers: Map<string, string>; body: string }): string | undefined {
  const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const section of part.body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) continue;
      const found = textPart(split(section.replace(/^\n/, '')));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return type.startsWith('text/plain') ? decode(part) : undefined;
}

function readMessage(raw: string): { subject: string; text: string } {
  const message = split(raw);
  return { subject: decodeHeader(message.headers.get('subject') ?? ''), text: textPart(message) ?? '' };
}
