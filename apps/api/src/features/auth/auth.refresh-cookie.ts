/**
 * The refresh token's cookie for the web: HttpOnly, so a script injected into a page cannot read
 * the 30-day credential; SameSite=Strict and scoped to the auth calls' path, so no other page or
 * site sends it. API clients keep using the body of the calls instead.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '@lumbung/contracts';
import type { Config } from '../../platform/config';

const DAY_SECONDS = 24 * 60 * 60;
/** Hosts a browser treats as secure over plain http: it keeps a Secure cookie they set. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Secure whenever the browser will keep it: the request came over HTTPS (behind a trusted proxy,
 * its X-Forwarded-Proto), the shop's public address is https, or the host is a loopback one. A
 * plain-http deployment on another host (a LAN trial) gets the cookie without Secure, as the
 * browser would drop a Secure one there and no session could be renewed (docs/decisions/0008-sessions-and-credentials.md).
 */
function isSecure(request: FastifyRequest, config: Config): boolean {
  if (request.protocol === 'https' || config.publicUrl.startsWith('https:')) return true;
  const host = request.hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(host) || host.endsWith('.localhost');
}

function attributes(request: FastifyRequest, config: Config) {
  return {
    path: COOKIES.refreshToken.path,
    httpOnly: true,
    secure: isSecure(request, config),
    sameSite: 'strict',
  } as const;
}

export function setRefreshCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: Config,
  refreshToken: string,
): void {
  reply.setCookie(COOKIES.refreshToken.name, refreshToken, {
    ...attributes(request, config),
    maxAge: config.refreshTokenTtlDays * DAY_SECONDS,
  });
}

export function clearRefreshCookie(reply: FastifyReply, request: FastifyRequest, config: Config): void {
  reply.clearCookie(COOKIES.refreshToken.name, attributes(request, config));
}

/** The refresh token of the cookie, or null when the browser sent none. */
export function refreshCookieOf(request: FastifyRequest): string | null {
  return request.cookies[COOKIES.refreshToken.name] || null;
}
