/**
 * No API answer is kept by a browser or a proxy unless its route says so: every /api answer
 * carries `Cache-Control: no-store`. Most are about one person (a cart, an order, a profile, the
 * tokens of a login, refresh or registration), and a public route may still answer a logged-in
 * caller in a way of its own, so keeping nothing is the default, as access control's is to ask
 * for a token. The header is set before the route runs: a route whose answer may be shared sets
 * its own Cache-Control, which then wins. Pages and static files keep the caching of static.ts.
 */
import type { FastifyInstance } from 'fastify';
import { isApiRoute } from './auth';

export const PRIVATE_ANSWER = 'no-store';

export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRoute(request.url)) reply.header('cache-control', PRIVATE_ANSWER);
    done();
  });
}
