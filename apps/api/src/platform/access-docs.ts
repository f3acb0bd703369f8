/**
 * The OpenAPI document (/api/docs) says who may call each route, from the same access rules the
 * guard enforces (platform/auth.ts), so it cannot drift from them: every route that needs a token
 * gets `security: [{ bearer: [] }]`, the extension fields `x-roles` (the roles that may call it)
 * and `x-verified-roles` (those that must have a verified e-mail), and a sentence saying the same
 * in its description. Public routes say they are public (`x-roles: []`, no security).
 * Register before @fastify/swagger, which reads each route's schema as it is added.
 */
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ROLES } from '@lumbung/contracts';
import { isApiRoute, routeAccess, type RouteAccess } from './auth';

/** The sentence a route's description ends with. */
export function describeAccess(access: RouteAccess): string {
  if (access.public) return 'Public: no token needed.';
  const roles = access.roles ?? ROLES;
  const names = roles.map((role) => (access.verifiedRoles.includes(role) ? `${role} (verified)` : role));
  const who = access.roles ? `Roles: ${names.join(', ')}.` : `Any role: ${names.join(', ')}.`;
  return `Needs a bearer token. ${who}`;
}

export const accessDocsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isApiRoute(route.url)) return;
      const access = routeAccess(route.url, route.config);
      const schema = route.schema ?? {};
      const sentence = describeAccess(access);
      const said = typeof schema.description === 'string' ? schema.description : '';
      // A HEAD route made from a GET route arrives with the GET's description already said.
      const description = said.endsWith(sentence) ? said : said ? `${said}\n\n${sentence}` : sentence;
      // A new object: routes may share one schema object, and their access may differ.
      const documented: FastifySchema & Record<`x-${string}`, unknown> = {
        ...schema,
        description,
        ...(access.public ? {} : { security: [{ bearer: [] }] }),
        'x-roles': access.public ? [] : [...(access.roles ?? ROLES)],
        'x-verified-roles': [...access.verifiedRoles],
      };
      route.schema = documented;
    });
  },
  { name: 'lumbung-access-docs' },
);
