import type { z } from 'zod';
import { apiReadKey, ROUTES } from '@lumbung/contracts';
import { currentLocale, t } from '@/i18n';
import { reloadTo } from './navigation';
import { takePreloadedAnswer } from './preloaded-answers';
import { canRenewSession, clearSession, getAccessToken, saveSession } from './session';

/**
 * The one way the web talks to the API: JSON in and out, the bearer token from the
 * `access_token` cookie, and failures as `ApiError` carrying the server's `message`.
 */

export type QueryValue = string | number | boolean | null | undefined;

/** Everything a call can say but its response schema. */
type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; a FormData (multipart uploads) is sent as it is. */
  body?: unknown;
  /** Added to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token when there is one (default true). A few calls send it only sometimes. */
  auth?: boolean;
  /** Shown when the server gives no `message` of its own (docs/product.md §8 fallbacks). */
  fallbackMessage?: string;
};

export type ApiRequestOptions = RequestOptions & {
  /**
   * Checks the shape of a successful answer. An answer that does not match throws `ApiError` with
   * `fallbackMessage` (else a generic text) instead of handing odd data to the screen. Either the
   * schema or a `SchemaLoader` of it (see below).
   */
  schema?: z.ZodType | SchemaLoader<z.ZodType>;
};

/**
 * A response schema imported when the first request that needs it starts (a dynamic import of a
 * module that re-exports contract schemas). The storefront's first load passes loaders, so zod and
 * the schemas are not part of it; the schema loads while the request travels.
 */
export type SchemaLoader<S extends z.ZodType> = () => Promise<S>;

export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived (network failure). */
  readonly status: number;
  /** The parsed response body, when there was one. */
  readonly body: unknown;
  /** The server's machine-readable code, when it sent one. */
  readonly code: string | undefined;

  constructor(message: string, status: number, body?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = readField(body, 'code');
  }

  /** True when the server answered; false for network failures (docs/product.md §8 tells the two apart). */
  get hasResponse(): boolean {
    return this.status > 0;
  }
}

/**
 * Renews the session after a 401 and says whether the request is worth one more try. It is given
 * the access token the refused request carried. By default this is `renewSessionWithRefreshToken`
 * (docs/product.md §8); tests may swap it.
 */
export type SessionRenewal = (refusedToken: string | null) => Promise<boolean>;

let renewSession: SessionRenewal | null = renewSessionWithRefreshToken;

/** Replaces the session renewal; null turns renewal off. */
export function setSessionRenewal(renewal: SessionRenewal | null): void {
  renewSession = renewal;
}

/** Account calls (login, register, refresh, logout...) answer 401 on their own terms: never renewed. */
const AUTH_PATH_PREFIX = '/api/auth/';
const REFRESH_TOKEN_PATH = '/api/auth/refresh-token';
/** Tabs of one browser share the cookies, so they take turns to renew (Web Locks, where there are). */
const REFRESH_LOCK = 'lumbung:session-refresh';

/** The server's code for a renewal without any refresh token (no cookie): the session is gone. */
const NO_SESSION_CODE = 'SESSION_NONE';

type NewTokens = { accessToken: string };

/**
 * The part of the refresh answer the web relies on (docs/product.md §7: data.refreshToken.accessToken, a
 * non-empty string); null when the answer lacks it. The rotated refresh token travels in the
 * HttpOnly cookie, never through here. Checked by hand: this runs in the first load, which carries
 * no zod.
 */
function readNewTokens(answer: unknown): NewTokens | null {
  const accessToken = field(field(field(answer, 'data'), 'refreshToken'), 'accessToken');
  if (typeof accessToken !== 'string' || accessToken.length === 0) return null;
  return { accessToken };
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

let refreshInFlight: Promise<boolean> | null = null;
/** Set once this page has told the person the session is over and is leaving for the login page. */
let sessionEnded = false;

/**
 * Session renewal. Trades the HttpOnly refresh cookie for a new access token through
 * `POST /api/auth/refresh-token` (the server rotates the cookie), and says whether to retry.
 * - No refresh token (no sign of a refresh cookie here, or the server found none): alert 'No
 *   session found. Please log in again.', cookies cleared, to the login page.
 * - The server refuses, or answers without data.refreshToken.accessToken: alert 'Session expired.
 *   Please log in again.', cookies cleared, to the login page.
 * - No answer at all (offline): nothing is cleared; the request fails as it is and the session
 *   stays for the next try (docs/decisions/0008-sessions-and-credentials.md).
 *
 * Concurrent 401s share one refresh, and a request refused with a token that has since been
 * renewed (by this tab or another one) just retries: a refresh token is good for one use only, and
 * presenting a used one again ends the whole session on the server.
 */
export function renewSessionWithRefreshToken(refusedToken: string | null): Promise<boolean> {
  const current = getAccessToken();
  if (current !== null && current !== refusedToken) return Promise.resolve(true);
  // The person was already told; more 401s on the way out add no more alerts.
  if (sessionEnded && current === null) return Promise.resolve(false);
  refreshInFlight ??= inTurn(() => refreshOnce(refusedToken)).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * Renews the session now, when this browser holds one: after the account changed on the server
 * (an e-mail just verified), so the access token carries the new claims. Same outcomes as above.
 */
export function refreshSessionNow(): Promise<boolean> {
  if (!canRenewSession()) return Promise.resolve(false);
  return renewSessionWithRefreshToken(getAccessToken());
}

async function refreshOnce(refusedToken: string | null): Promise<boolean> {
  // Another tab may have renewed the session while this one waited for its turn.
  const current = getAccessToken();
  if (current !== null && current !== refusedToken) return true;

  if (!canRenewSession()) {
    endSession(t('shop.session.none'));
    return false;
  }
  const outcome = await requestNewTokens();
  if (outcome === 'offline') return false;
  if (outcome === 'none' || outcome === 'refused') {
    endSession(outcome === 'none' ? t('shop.session.none') : t('shop.session.expired'));
    return false;
  }
  saveSession(outcome);
  return true;
}

async function requestNewTokens(): Promise<NewTokens | 'none' | 'refused' | 'offline'> {
  let response: Response;
  try {
    // No token in the body: the browser sends the HttpOnly cookie (same origin, under /api/auth).
    response = await fetch(buildUrl(REFRESH_TOKEN_PATH), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLocale(),
        'Content-Type': 'application/json',
      },
      body: '{}',
      credentials: 'same-origin',
    });
  } catch {
    return 'offline';
  }
  const body = await readBody(response);
  if (response.status === 401 && field(body, 'code') === NO_SESSION_CODE) return 'none';
  if (!response.ok) return 'refused';
  return readNewTokens(body) ?? 'refused';
}

function endSession(message: string): void {
  sessionEnded = true;
  window.alert(message);
  clearSession();
  reloadTo(ROUTES.login);
}

const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}

function buildInit(options: ApiRequestOptions): RequestInit {
  // The API answers its messages in the language the shopper reads.
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
    ...options.headers,
  });
  if (options.auth !== false) {
    // Read at send time, so a retry after renewal carries the new token.
    const token = getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? (body ? 'POST' : 'GET'), headers, body, signal: options.signal };
}

async function send(url: string, options: ApiRequestOptions): Promise<Response> {
  try {
    return await fetch(url, buildInit(options));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(options.fallbackMessage ?? t('shop.errors.unexpected'), 0, undefined, { cause });
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function readField(body: unknown, name: string): string | undefined {
  const value = field(body, name);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** An answer, with its body when it has been read already. */
type Answer = { response: Response; read: false } | { response: Response; read: true; body: unknown };

/**
 * Sends the request; a 401 renews the session and sends it once more. The refused answer is read
 * before the renewal waits: an unread body keeps its connection busy, and a page whose first calls
 * all come back 401 (six at once, HTTP/1.1's connections per host) would leave the renewal call
 * itself no connection to go out on. Without a renewal, the refused answer and its body stand.
 */
async function sendRenewing(url: string, path: string, options: ApiRequestOptions): Promise<Answer> {
  const sentToken = options.auth === false ? null : getAccessToken();
  const response = await send(url, options);
  if (response.status !== 401 || !renewSession || !mayRenew(path, options)) return { response, read: false };
  const refused = await readBody(response);
  if (await renewSession(sentToken)) return { response: await send(url, options), read: false };
  return { response, read: true, body: refused };
}

/** Whether a 401 on this request may renew the session and try again. */
function mayRenew(path: string, options: ApiRequestOptions): boolean {
  return options.auth !== false && !path.startsWith(AUTH_PATH_PREFIX);
}

/**
 * Calls the API and returns the parsed JSON body. A 401 is retried once after the session is
 * renewed (docs/product.md §4, §8); account calls and calls sent without the token are never renewed. Any
 * other non-2xx answer throws `ApiError` with the server's `message`, else `fallbackMessage`, else a
 * generic text.
 */
export function apiFetch<S extends z.ZodType>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<z.output<S>>;
export function apiFetch<S extends z.ZodType>(
  path: string,
  options: RequestOptions & { schema: SchemaLoader<S> },
): Promise<z.output<S>>;
export function apiFetch<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
export async function apiFetch(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  // A storefront page brings its first reads' answers with it: those need no request. They come
  // from the server that sent this very build, through its own response schemas, so they are not
  // checked again here (which would wait for the schema chunk).
  if ((options.method ?? 'GET') === 'GET' && options.body === undefined) {
    const preloaded = takePreloadedAnswer(apiReadKey(path, options.query));
    if (preloaded !== undefined) return preloaded;
  }
  // A schema loader starts with the request, so the schema is usually there when the answer is.
  const schema = loadSchema(options);
  const answer = await sendRenewing(buildUrl(path, options.query), path, options);
  const { response } = answer;
  const body = answer.read ? answer.body : await readBody(response);
  if (!response.ok) {
    const message = readField(body, 'message') ?? options.fallbackMessage ?? t('shop.errors.unexpectedDot');
    throw new ApiError(message, response.status, body);
  }
  if (!schema) return body;
  const parsed = (await schema).safeParse(body);
  if (!parsed.success) {
    throw new ApiError(options.fallbackMessage ?? t('shop.errors.unexpectedDot'), response.status, body, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * A private picture (a proof of transfer) as a Blob. It is asked for with the bearer token like
 * every call, which an `<img src>` could not send; a 401 renews the session and tries once more.
 * A refusal throws `ApiError` with the server's `message`.
 */
export async function apiBlob(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const request: ApiRequestOptions = { headers: { Accept: 'image/*' }, signal: options.signal };
  const answer = await sendRenewing(buildUrl(path), path, request);
  const { response } = answer;
  if (!response.ok) {
    const body = answer.read ? answer.body : await readBody(response);
    throw new ApiError(readField(body, 'message') ?? t('shop.errors.unexpectedDot'), response.status, body);
  }
  return response.blob();
}

/**
 * The request's schema, as a promise when it is loaded on demand. A schema that cannot be loaded
 * (the network dropped the chunk) fails the call as an unanswered one (status 0). The promise is
 * marked handled, so a request that fails first leaves no unhandled rejection behind.
 */
function loadSchema(options: ApiRequestOptions): Promise<z.ZodType> | z.ZodType | undefined {
  const { schema } = options;
  if (typeof schema !== 'function') return schema;
  const loading = schema().catch((cause: unknown) => {
    throw new ApiError(options.fallbackMessage ?? t('shop.errors.unexpected'), 0, undefined, { cause });
  });
  loading.catch(() => undefined);
  return loading;
}

/** The text to show for any thrown value, preferring the API's own message. */
export function errorMessage(error: unknown, fallback: string = t('shop.errors.unexpectedDot')): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
