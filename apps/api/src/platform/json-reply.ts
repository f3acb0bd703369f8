import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Sends an answer as JSON text, past the serializer's per-call schema check (a zod parse that copies
 * the whole answer). Only for hot routes whose answer is built field by field from contract types
 * (the `schema` argument types it) and whose tests parse every answer against the contract and check
 * that nothing beyond it is sent. The route's response schema still documents it.
 */
export function sendJson<S extends z.ZodType>(
  reply: FastifyReply,
  status: number,
  _schema: S,
  body: z.output<S>,
): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
