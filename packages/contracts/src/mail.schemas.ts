import { z } from 'zod';
import { MAIL_STATUSES } from './constants';

export const MailStatus = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof MailStatus>;

/** One mail as the development outbox shows it, with the links found in its text. */
export const OutboxMail = z.object({
  mail_id: z.number().int(),
  to_address: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string().nullable(),
  status: MailStatus,
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  links: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** GET /api/dev/outbox?limit (development only): how many of the latest mails, 50 by default. */
export const DevOutboxQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(200, 'limit must be 200 or less')
    .default(50),
});
export type DevOutboxQuery = z.input<typeof DevOutboxQuery>;

/** GET /api/dev/outbox (development only): the latest mails, newest first. */
export const DevOutboxResponse = z.object({ data: z.array(OutboxMail) });
export type DevOutboxResponse = z.infer<typeof DevOutboxResponse>;
