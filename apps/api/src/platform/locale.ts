/**
 * The language of each request (docs/architecture.md §9): Accept-Language decides between Bahasa
 * Indonesia and English, q-values honoured; a header that names neither gets English. The
 * request carries it as `request.locale`; every /api answer says it in Content-Language and
 * Vary: Accept-Language, and its `message` is put in that language (translate.ts): the features
 * answer the English catalogue texts, so a feature needs nothing of its own to answer in both.
 * Error answers are put in the language by the error handler (errors.ts), field errors included.
 *
 * Answers kept on the server (the catalogue's list cache, the storefront's preloaded pages) are
 * kept in English and translated as they go out, so one language's text never reaches the other.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, localeOfLanguageTag, type Locale } from '@lumbung/contracts';
import { isApiRoute } from './auth';
import { translateText } from './translate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer: Accept-Language's best of Indonesian and English, else English. */
    locale: Locale;
    /** The language Accept-Language asks for, or null when it names neither (registration keeps it). */
    statedLocale: Locale | null;
  }
}

/** How many language ranges of a header are read: a real browser sends a handful. */
const MAX_RANGES = 20;

/**
 * The language an Accept-Language header prefers among the app's, or null: the range with the
 * highest q that names Indonesian ("id", "id-ID", "in") or English; the first listed on a tie.
 * q=0 means "not this one".
 */
export function negotiateLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const range of header.split(',').slice(0, MAX_RANGES)) {
    const [tag = '', ...params] = range.split(';');
    let q = 1;
    for (const param of params) {
      const value = /^\s*q\s*=\s*([0-9.]{1,5})\s*$/i.exec(param)?.[1];
      if (value !== undefined) q = Number(value);
    }
    if (!(q > 0 && q <= 1)) continue;
    const locale = localeOfLanguageTag(tag);
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? null;
}

const MESSAGE_HEAD = '{"message":';

/** Where the JSON string that starts at `start` ends (one past its closing quote), or -1. */
function endOfJsonString(json: string, start: number): number {
  if (json[start] !== '"') return -1;
  for (let i = start + 1; i < json.length; i++) {
    if (json[i] === '\\') i++;
    else if (json[i] === '"') return i + 1;
  }
  return -1;
}

/**
 * An answer written as JSON text ahead of time (the catalogue's lists and product page) with its
 * leading `message` in `locale`; the rest of the text is left as it is.
 */
export function translateJsonMessage(json: string, locale: Locale): string {
  if (locale === 'en' || !json.startsWith(MESSAGE_HEAD)) return json;
  const end = endOfJsonString(json, MESSAGE_HEAD.length);
  if (end < 0) return json;
  const text: unknown = JSON.parse(json.slice(MESSAGE_HEAD.length, end));
  if (typeof text !== 'string') return json;
  const translated = translateText(text, locale);
  return translated === text ? json : `${MESSAGE_HEAD}${JSON.stringify(translated)}${json.slice(end)}`;
}

function appendVary(current: unknown, field: string): string {
  const fields = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase())) return fields.join(', ');
  return [...fields, field].join(', ');
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('statedLocale', null);

  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-language'];
    request.statedLocale = negotiateLocale(Array.isArray(header) ? header.join(',') : header);
    request.locale = request.statedLocale ?? DEFAULT_LOCALE;
    done();
  });

  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => {
    if (request.locale === 'en' || !isApiRoute(request.url) || !hasMessage(payload))
      return done(null, payload);
    done(null, { ...payload, message: translateText(payload.message, request.locale) });
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApiRoute(request.url)) return done(null, payload);
    reply.header('content-language', request.locale);
    reply.header('vary', appendVary(reply.getHeader('vary'), 'Accept-Language'));
    done(null, typeof payload === 'string' ? translateJsonMessage(payload, request.locale) : payload);
  });
}

function hasMessage(payload: unknown): payload is { message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}
