import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DevOutboxQuery, DevOutboxResponse, ErrorBody } from '@lumbung/contracts';
import { latestMails, linksOf } from '../../platform/mail';

/**
 * The mail feature over HTTP: the development outbox (docs/architecture.md §2, mails without SMTP). It holds live
 * verification and reset links, so it exists only in development.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.env !== 'development') return;
  app.get(
    '/dev/outbox',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['development'],
        summary: 'Development only: the latest mails, newest first, with their links',
        querystring: DevOutboxQuery,
        response: { 200: DevOutboxResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      const mails = await latestMails(app.db, request.query.limit);
      return {
        data: mails.map((mail) => ({
          mail_id: mail.mail_id,
          to_address: mail.to_address,
          subject: mail.subject,
          text_body: mail.text_body,
          html_body: mail.html_body,
          status: mail.status,
          error: mail.error,
          created_at: mail.created_at.toISOString(),
          sent_at: mail.sent_at?.toISOString() ?? null,
          links: linksOf(mail.text_body),
        })),
      };
    },
  );
};
