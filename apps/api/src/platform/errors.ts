import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorBody, formatMessage, MESSAGES, UPLOAD_MAX_BYTES, type MessageKey } from '@lumbung/contracts';

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

/**
 * An expected failure with a catalogue message and its HTTP status (docs/architecture.md §4): 400 bad input,
 * 401 no or expired token, 403 not allowed, 404 absent, 409 conflict, 413 too large, 422 a
 * business rule refused it, 429 rate limited. The message is what the user reads.
 */
export class AppError extends Error {
  readonly key: MessageKey | undefined;
  readonly statusCode: number;
  readonly errors: ErrorBody['errors'];
  /** Headers the answer carries (e.g. Retry-After of a 429). */
  headers: Record<string, string> = {};

  constructor(
    statusCode: number,
    keyOrText: MessageKey | { text: string },
    vars: Record<string, string | number> = {},
    errors?: ErrorBody['errors'],
  ) {
    const text = typeof keyOrText === 'string' ? formatMessage(keyOrText, vars) : keyOrText.text;
    super(text);
    this.name = 'AppError';
    this.key = typeof keyOrText === 'string' ? keyOrText : undefined;
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

const CATALOGUE_TEXTS = new Set<string>(Object.values(MESSAGES));

type ValidationIssue = { instancePath?: string; message?: string };

/** Turns schema validation issues into one sentence; a catalogue text (docs/product.md §5) is used as it is. */
export function describeValidation(context: string | undefined, issues: ValidationIssue[]): ErrorBody {
  const errors: NonNullable<ErrorBody['errors']> = [];
  for (const issue of issues) {
    const where = [context, ...(issue.instancePath ?? '').split('/').filter(Boolean)]
      .filter(Boolean)
      .join('.');
    const message = issue.message ?? 'is not valid';
    // One rule may fail twice on one value (e.g. an id both too large and beyond a safe integer).
    if (!errors.some((e) => e.path === where && e.message === message)) errors.push({ path: where, message });
  }
  const spec = errors.find((e) => CATALOGUE_TEXTS.has(e.message));
  if (spec) return { message: spec.message, code: 'BAD_REQUEST', errors };
  const detail = errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join('; ');
  return { message: formatMessage('BAD_REQUEST', { detail }), code: 'BAD_REQUEST', errors };
}

/** One error handler for the whole API: 4xx say what was wrong, 5xx details are logged, never sent. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.key, errors: error.errors };
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(describeValidation(error.validationContext, error.validation));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: MESSAGES.INTERNAL_ERROR, code: 'INTERNAL_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // A route may read less than the app's limit (the gateway's notifications): say its own.
      const max = describeBytes(request.routeOptions.bodyLimit ?? BODY_MAX_BYTES);
      return reply
        .status(413)
        .send({ message: formatMessage('BODY_TOO_LARGE', { max }), code: 'BODY_TOO_LARGE' });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      const max = describeBytes(UPLOAD_MAX_BYTES);
      return reply
        .status(413)
        .send({ message: formatMessage('PAYLOAD_TOO_LARGE', { max }), code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status === 429) {
      const retryAfter = reply.getHeader('retry-after');
      const wait = retryAfter ? `${retryAfter} seconds` : 'a moment';
      return reply
        .status(429)
        .send({ message: formatMessage('RATE_LIMITED', { retryAfter: wait }), code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, ...) are safe to explain.
      return reply.status(status).send({ message: error.message, code: error.code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.INTERNAL_ERROR, code: 'INTERNAL_ERROR' });
  });
}
