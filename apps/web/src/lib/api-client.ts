import { MESSAGES } from '@lumbung/contracts';
import { getAccessToken } from './session';

/**
 * The one way the web talks to the API: JSON in and out, the bearer token from the
 * `access_token` cookie, and failures as `ApiError` carrying the server's `message`.
 */

export type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; a FormData (multipart uploads) is sent as it is. */
  body?: unknown;
  /** Added to the URL; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token when there is one (default true). A few calls send it only sometimes. */
  auth?: boolean;
  /** Shown when the server gives no `message` of its own (SPEC §8 fallbacks). */
  fallbackMessage?: string;
};

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

  /** True when the server answered; false for network failures (SPEC §8 tells the two apart). */
  get hasResponse(): boolean {
    return this.status > 0;
  }
}

/**
 * Renews the session after a 401 and says whether the request is worth one more try.
 * Session renewal (SPEC §8) plugs in here through `setSessionRenewal`; by default nothing renews.
 */
export type SessionRenewal = () => Promise<boolean>;

let renewSession: SessionRenewal | null = null;

export function setSessionRenewal(renewal: SessionRenewal | null): void {
  renewSession = renewal;
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
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
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
    throw new ApiError(options.fallbackMessage ?? MESSAGES.UNEXPECTED_ERROR, 0, undefined, { cause });
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

function readField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Calls the API and returns the parsed JSON body. A 401 is retried once when a session renewal is
 * set and succeeds (SPEC §4, §8). Any other non-2xx answer throws `ApiError` with the server's
 * `message`, else `fallbackMessage`, else a generic text.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  let response = await send(url, options);
  if (response.status === 401 && options.auth !== false && renewSession && (await renewSession())) {
    response = await send(url, options);
  }
  const body = await readBody(response);
  if (!response.ok) {
    const message = readField(body, 'message') ?? options.fallbackMessage ?? MESSAGES.UNEXPECTED_ERROR_DOT;
    throw new ApiError(message, response.status, body);
  }
  return body as T;
}

/** The text to show for any thrown value, preferring the API's own message. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.UNEXPECTED_ERROR_DOT): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
