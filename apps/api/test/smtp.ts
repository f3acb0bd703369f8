/**
 * A real SMTP server inside the test process (the smtp-server package): the app sends over
 * SMTP_URL exactly as in production, and the test reads what arrived.
 *
 *   const smtp = await startTestSmtpServer();
 *   const t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
 *   ...; await t.app.mailer.idle();          // every delivery started so far has been accepted
 *   const mail = smtp.latestTo('someone@example.com');
 *   const link = linkIn(mail, '/auth/verify-email');
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender and recipients (what the SMTP client said, not the headers). */
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  /** The decoded text/plain part. */
  text: string;
  /** The decoded text/html part, if any. */
  html: string | undefined;
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  /** Every message accepted so far, oldest first. */
  messages: ReceivedMail[];
  /** The newest message to an address; throws when none arrived. */
  latestTo(address: string): ReceivedMail;
  /** Makes the server refuse every message from now on (status 550), or accept again. */
  refuseMessages(refuse: boolean): void;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({
          ...parseMessage(raw),
          envelopeFrom,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        });
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
    messages,
    latestTo(address) {
      const found = messages.filter((m) => m.envelopeTo.includes(address.toLowerCase())).at(-1);
      if (!found) {
        const seen = messages.map((m) => m.envelopeTo.join(',')).join('; ') || 'none';
        throw new Error(`No mail to ${address} arrived (mails so far went to: ${seen})`);
      }
      return found;
    },
    refuseMessages(value) {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text whose path is `path`, as a URL. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  for (const candidate of mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname === path) return url;
  }
  throw new Error(`No link to ${path} in the mail "${mail.subject}":\n${mail.text}`);
}

// ---------------------------------------------------------------------------------------------
// A small MIME reader: enough for what nodemailer writes (multipart, quoted-printable, base64).

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
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

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** Decodes RFC 2047 words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g,
    (_whole, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitHeaders(section.replace(/^\n/, ''))));
}

export function parseMessage(raw: string): Omit<ReceivedMail, 'envelopeFrom' | 'envelopeTo'> {
  const message = splitHeaders(raw);
  const leaves = leafParts(message);
  const ofType = (mime: string) =>
    leaves.find((leaf) => (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(mime));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    headers: message.headers,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    from: decodeHeader(message.headers.get('from') ?? ''),
    to: decodeHeader(message.headers.get('to') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : undefined,
    raw,
  };
}
