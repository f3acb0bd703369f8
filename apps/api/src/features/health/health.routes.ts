import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, HealthResponse } from '@lumbung/contracts';

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
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ message: 'The database does not answer.', code: 'DB_DOWN' });
      }
    },
  );
};
