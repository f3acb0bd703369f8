import { expect } from 'vitest';
import { baseUrl } from './browser';
import { DEMO_PASSWORD } from './demo';

/** An access token for `email`, logged in through the API of the server at `base`. */
export async function tokenOf(email: string, password = DEMO_PASSWORD, base = baseUrl()): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.ok, `login of ${email}`).toBe(true);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * One API call with the bearer token, expected to succeed: a JSON body, or FormData for uploads; a
 * checkout gets an idempotency key of its own. Answers the parsed body.
 */
export async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  base = baseUrl(),
): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      ...(path.startsWith('/api/cart/checkout')
        ? { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` }
        : {}),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** A GET with the bearer token, expected to succeed, its body read by `schema`. */
export async function getParsed<T>(
  path: string,
  token: string,
  schema: { parse(value: unknown): T },
): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return schema.parse(await response.json());
}

/** A POST with the bearer token and a JSON body (if any): the response, whatever its status. */
export function post(
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
