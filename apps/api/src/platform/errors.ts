import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  formatMessage,
  formatMessageIn,
  MESSAGES,
  UPLOAD_MAX_BYTES,
  type Locale,
  type MessageKey,
} from '@lumbung/contracts';
import { issueText, type ValidationIssue } from './issue-texts';
import { isLocalized, translateText, translateValue, type Localized } from './translate';

/**
 * The error answers a route documents in its OpenAPI schema: every status listed answers the one
 * error body, `{ message, errors? }`.
 */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorBody> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as Record<S, typeof ErrorBody>;
}

/** The largest JSON body the API reads (multipart uploads have their own limit per image). */
export const BODY_MAX_BYTES = 1024 * 1024;

/** A byte count in words: "1 MB", "100 KB", "512 bytes". */
export function describeBytes(bytes: number): string {
  const MB = 1024 * 1024;
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** The values of a catalogue text's placeholders; a Localized one reads differently per language. */
export type MessageVars = Record<string, string | number | Localized>;

function varsIn(locale: Locale, vars: MessageVars): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(vars)) {
    out[name] = isLocalized(value)
      ? value[locale]
      : typeof value === 'string'
        ? translateValue(value, locale)
        : value;
  }
  return out;
}

/** "path: message; path: message", the detail of a 400. */
const detailOf = (errors: NonNullable<ErrorBody['errors']>) =>
  errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');

/**
 * An expected failure with a catalogue message and its HTTP status (docs/architecture.md §4): 400 bad input,
 * 401 no or expired token, 403 not allowed, 404 absent, 409 conflict, 413 too large, 422 a
 * business rule refused it, 429 rate limited. The message is what the user reads, in the
 * request's language (`messageIn`); `message` itself is the English text, for the log.
 */
export class AppError extends Error {
  readonly key: MessageKey | undefined;
  readonly vars: MessageVars;
  readonly statusCode: number;
  readonly errors: ErrorBody['errors'];
  /** Headers the answer carries (e.g. Retry-After of a 429). */
  headers: Record<string, string> = {};

  constructor(
    statusCode: number,
    keyOrText: MessageKey | { text: string },
    vars: MessageVars = {},
    errors?: ErrorBody['errors'],
  ) {
    const text =
      typeof keyOrText === 'string' ? formatMessage(keyOrText, varsIn('en', vars)) : keyOrText.text;
    super(text);
    this.name = 'AppError';
    this.key = typeof keyOrText === 'string' ? keyOrText : undefined;
    this.vars = vars;
    this.statusCode = statusCode;
    this.errors = errors;
  }

  /** The field errors in `locale`. */
  errorsIn(locale: Locale): ErrorBody['errors'] {
    if (locale === 'en' || !this.errors) return this.errors;
    return this.errors.map((e) => ({ ...e, message: translateText(e.message, locale) }));
  }

  /** The message in `locale`: the catalogue's text of the key, or the given text's twin. */
  messageIn(locale: Locale): string {
    if (locale === 'en') return this.message;
    if (!this.key) return translateText(this.message, locale);
    const vars = varsIn(locale, this.vars);
    // A 400's detail names the fields: said again from the field errors in this language.
    const errors = this.errorsIn(locale);
    if (this.key === 'BAD_REQUEST' && errors?.length) vars.detail = detailOf(errors);
    return formatMessageIn(locale, this.key, vars);
  }
}

const CATALOGUE_TEXTS = new Set<string>(Object.values(MESSAGES));

/**
 * Turns schema validation issues into one sentence in `locale`; a catalogue text (docs/product.md §5)
 * is used as it is (in Indonesian, its twin).
 */
export function describeValidation(
  context: string | undefined,
  issues: ValidationIssue[],
  locale: Locale = 'en',
): ErrorBody {
  const errors: NonNullable<ErrorBody['errors']> = [];
  let spec: string | undefined;
  for (const issue of issues) {
    const where = [context, ...(issue.instancePath ?? '').split('/').filter(Boolean)]
      .filter(Boolean)
      .join('.');
    const message = issueText(issue, locale);
    if (spec === undefined && issue.message !== undefined && CATALOGUE_TEXTS.has(issue.message))
      spec = message;
    // One rule may fail twice on one value (e.g. an id both too large and beyond a safe integer).
    if (!errors.some((e) => e.path === where && e.message === message)) errors.push({ path: where, message });
  }
  if (spec !== undefined) return { message: spec, code: 'BAD_REQUEST', errors };
  return {
    message: formatMessageIn(locale, 'BAD_REQUEST', { detail: detailOf(errors) }),
    code: 'BAD_REQUEST',
    errors,
  };
}

/** The wait of a 429 that names no Retry-After, and the unit of one that does. */
const A_MOMENT: Localized = { en: 'a moment', id: 'sebentar' };
const WAIT_UNIT: Localized = { en: 'seconds', id: 'detik' };

/**
 * One error handler for the whole API: 4xx say what was wrong, 5xx details are logged, never sent.
 * Every message is in the request's language (locale.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    const say = (key: MessageKey, vars: Record<string, string> = {}) => formatMessageIn(locale, key, vars);
    if (error instanceof AppError) {
      const body: ErrorBody = {
        message: error.messageIn(locale),
        code: error.key,
        errors: error.errorsIn(locale),
      };
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(describeValidation(error.validationContext, error.validation, locale));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: say('INTERNAL_ERROR'), code: 'INTERNAL_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // A route may read less than the app's limit (the gateway's notifications): say its own.
      const max = describeBytes(request.routeOptions.bodyLimit ?? BODY_MAX_BYTES);
      return reply.status(413).send({ message: say('BODY_TOO_LARGE', { max }), code: 'BODY_TOO_LARGE' });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      const max = describeBytes(UPLOAD_MAX_BYTES);
      return reply
        .status(413)
        .send({ message: say('PAYLOAD_TOO_LARGE', { max }), code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 429) {
      const retryAfter = reply.getHeader('retry-after');
      const wait = retryAfter ? `${String(retryAfter)} ${WAIT_UNIT[locale]}` : A_MOMENT[locale];
      return reply
        .status(429)
        .send({ message: say('RATE_LIMITED', { retryAfter: wait }), code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, ...) are safe to explain; its
      // words are English, so another language says them as the detail of a bad request.
      const message = locale === 'en' ? error.message : say('BAD_REQUEST', { detail: error.message });
      return reply.status(status).send({ message, code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: say('INTERNAL_ERROR'), code: 'INTERNAL_ERROR' });
  });
}
