/**
 * No text with control characters reaches a handler: every /api route refuses a
 * string holding NUL or another control character (tab, line feed and carriage return aside),
 * in its path params, query string or JSON body, with 400 before the route's schema runs.
 * PostgreSQL cannot store NUL at all ("invalid byte sequence"), and no field of the shop needs
 * the others; one-line fields refuse line breaks too (`singleLineText` of the contracts).
 *
 * A route without a body schema (and not multipart) refuses a body.
 *
 * Multipart fields are read by the handler, after this hook: a multipart route checks its text
 * fields with the contracts' singleLineText / multiLineText.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_RULES, hasControlCharacters, MESSAGES } from '@lumbung/contracts';
import { isApiRoute } from './auth';
import { AppError } from './errors';

/** Deeper than any body of the API: a deeper one is not walked further (the schema refuses it). */
const MAX_DEPTH = 32;

/** The path of the first string holding a control character, or null. */
export function findControlCharacters(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const found = findControlCharacters(item, `${path}.${String(key)}`, depth + 1);
    if (found) return found;
  }
  return null;
}

function assertPlainText(request: FastifyRequest): void {
  for (const [source, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const where = findControlCharacters(value, source);
    if (where) {
      throw new AppError(400, 'BAD_REQUEST', { detail: `${where}: ${FIELD_RULES.controlCharacters}` }, [
        { path: where, message: FIELD_RULES.controlCharacters },
      ]);
    }
  }
}

/**
 * A call that takes no body refuses one (an empty JSON object aside): `[]` or `"text"` sent to
 * PATCH /discounts/remove/{id} is a client's mistake, not a delete to carry out.
 */
function assertNoBody(request: FastifyRequest): void {
  const body = request.body;
  if (body === undefined || body === null) return;
  if (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) return;
  throw new AppError(400, 'BAD_REQUEST', { detail: MESSAGES.NO_BODY_TAKEN });
}

const HOOKED = Symbol('lumbung.input-guard');

/** Gives every /api route, as it is added, the check above (a preValidation hook). */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isApiRoute(route.url)) return;
      const existing = route.preValidation;
      const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
      // A HEAD route made from a GET route arrives with the GET's hooks already.
      if (hooks.some((hook) => HOOKED in hook)) return;
      const takesBody = Boolean(route.schema?.body) || Boolean(route.schema?.consumes);
      const guard = async (request: FastifyRequest) => {
        if (!takesBody) assertNoBody(request);
        assertPlainText(request);
      };
      Object.defineProperty(guard, HOOKED, { value: true });
      route.preValidation = [...hooks, guard];
    });
  },
  { name: 'lumbung-input-guard' },
);
