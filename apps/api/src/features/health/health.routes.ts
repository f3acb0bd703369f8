import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthResponse } from '@lumbung/contracts';
import { pingDatabase } from './health.sql';

/**
 * How long the database may take to answer the ping of health.sql.ts: a monitor must hear of a database that
 * hangs (a full disk, every connection taken) in seconds, not when its own request times out.
 */
export const HEALTH_DB_LIMIT_MS = 3000;

/** Liveness and readiness in one: answers ok only after a real query reached the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // Load balancers and monitors call it without an account.
      config: { auth: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Whether the API and its database answer',
        response: { 200: HealthResponse, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, fail) => {
        timer = setTimeout(
          () => fail(new Error(`the database did not answer within ${HEALTH_DB_LIMIT_MS} ms`)),
          HEALTH_DB_LIMIT_MS,
        );
      });
      try {
        await Promise.race([pingDatabase(app.db), late]);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ message: 'The database does not answer.', code: 'DB_DOWN' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
