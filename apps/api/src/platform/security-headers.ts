import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer (helmet's defaults: CSP, HSTS, nosniff, frame and referrer
 * policies…), worked out once at start-up. @fastify/helmet built helmet's middleware anew for every
 * request (two hooks, the CSP's directives parsed and joined again each time): about 5 % of the
 * API's CPU on an uncached product list, for headers that never change. Here helmet writes them
 * once into a plain object, and each answer gets that object. A route that needs other headers
 * (the API docs' own CSP) sets them itself and wins, since they are set later.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return capture;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/** Gives every answer the security headers of `options`. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
