import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { RouteAuth } from './auth';
import { errorResponses } from './errors';

/**
 * The error statuses of a family whose routes change things for a signed-in caller: bad input (400),
 * no token (401), not allowed (403), absent (404), a conflict (409) and a business rule refusing it (422).
 */
export const CHANGE_ERRORS = [400, 401, 403, 404, 409, 422] as const;

/** What one route of a family states itself: its summary, inputs and success answers. */
export interface FamilyRouteSchema extends Omit<FastifySchema, 'tags' | 'response'> {
  summary: string;
  response: Record<number, unknown>;
}

/**
 * The route options a family of routes shares, stated once: the OpenAPI tag, the error statuses
 * every route of it documents (each answering the one error body) and who may call it. Each route
 * gives its summary, inputs and success answers; an answer it states for an error status wins, and
 * its own `config` adds to the family's (or changes its `auth`).
 *
 *   const staffRoute = routeFamily({ tag: 'orders', errors: [400, 401, 403, 404], auth: STAFF });
 *   app.get('/order/store/:storeId', staffRoute({ summary, params, response: { 200: Listed } }), handler);
 */
export function routeFamily<E extends number>(family: {
  tag: string;
  errors: readonly E[];
  auth?: RouteAuth;
}) {
  const errors = errorResponses(...family.errors);
  const familyConfig: FastifyContextConfig = family.auth ? { auth: family.auth } : {};
  return <S extends FamilyRouteSchema>(schema: S, config: FastifyContextConfig = {}) => ({
    schema: { tags: [family.tag], ...schema, response: { ...errors, ...schema.response } },
    config: { ...familyConfig, ...config },
  });
}
