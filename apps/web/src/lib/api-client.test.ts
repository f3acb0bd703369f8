import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@lumbung/contracts';
import { CLAIMS, signIn } from '@/test/tokens';
import {
  ApiError,
  apiFetch,
  buildUrl,
  errorMessage,
  renewSessionWithRefreshToken,
  setSessionRenewal,
} from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // The docs/product.md §8 renewal itself is tested in session-renewal.test.ts; here it is swapped or off.
  setSessionRenewal(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionRenewal(renewSessionWithRefreshToken);
});

describe('apiFetch', () => {
  it('sends the access token cookie as a bearer token and parses JSON', async () => {
    const token = signIn(CLAIMS.user);
    fetchMock.mockResolvedValue(json({ data: { ok: true } }));
    await expect(apiFetch('/api/profile/user/7')).resolves.toEqual({ data: { ok: true } });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/profile/user/7');
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('sends no Authorization header without a token, or when told not to', async () => {
    fetchMock.mockImplementation(async () => json({}));
    await apiFetch('/api/health');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    signIn(CLAIMS.user);
    await apiFetch('/api/profile/closest-store', { method: 'POST', body: {}, auth: false });
    expect(lastRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends a JSON body and a query string without empty values', async () => {
    fetchMock.mockResolvedValue(json({}));
    await apiFetch('/api/cart/add', {
      method: 'POST',
      body: { user_id: 7, inventory_id: 3 },
      query: { page: 2, search: 'beras merah', category: undefined, status: null },
    });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/cart/add?page=2&search=beras+merah');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ user_id: 7, inventory_id: 3 }));
  });

  it('passes FormData through untouched, letting the browser set the boundary', async () => {
    fetchMock.mockResolvedValue(json({ message: MESSAGES.PAYMENT_CREATED }));
    const form = new FormData();
    form.append('payment_method', 'BANK_TRANSFER');
    await apiFetch('/api/order/payment/7/12', { method: 'POST', body: form });
    const { init, headers } = lastRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it("throws ApiError with the status and the server's message", async () => {
    fetchMock.mockResolvedValue(json({ message: MESSAGES.CART_ITEM_EXISTS, code: 'CART_ITEM_EXISTS' }, 409));
    const error = await apiFetch('/api/cart/add', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: MESSAGES.CART_ITEM_EXISTS,
      code: 'CART_ITEM_EXISTS',
    });
    expect((error as ApiError).hasResponse).toBe(true);
  });

  it('falls back to the given message when the server sends none', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await expect(
      apiFetch('/api/users/discounts/28', { fallbackMessage: MESSAGES.DISCOUNTS_FETCH_FAILED }),
    ).rejects.toMatchObject({ status: 502, message: MESSAGES.DISCOUNTS_FETCH_FAILED });
  });

  it('reports a network failure as an ApiError without a response', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiFetch('/api/cart/add').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.hasResponse).toBe(false);
    expect(error.message).toBe(MESSAGES.UNEXPECTED_ERROR);
  });

  it('returns undefined for an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/products/remove/1', { method: 'PATCH' })).resolves.toBeUndefined();
  });

  it('throws a 401 as it is while no session renewal is set', async () => {
    fetchMock.mockResolvedValue(json({ message: MESSAGES.UNAUTHORIZED }, 401));
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a 401 once, with the renewed token, when the session renewal succeeds', async () => {
    signIn(CLAIMS.user);
    const renewal = vi.fn(async () => {
      document.cookie = 'access_token=renewed-token; path=/';
      return true;
    });
    setSessionRenewal(renewal);
    fetchMock
      .mockResolvedValueOnce(json({ message: MESSAGES.UNAUTHORIZED }, 401))
      .mockResolvedValueOnce(json({ cart_data: { cart_items: [] } }));
    await expect(apiFetch('/api/cart/items/7')).resolves.toEqual({ cart_data: { cart_items: [] } });
    expect(renewal).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer renewed-token');
  });

  it('retries at most once', async () => {
    setSessionRenewal(async () => true);
    fetchMock.mockImplementation(async () => json({ message: MESSAGES.UNAUTHORIZED }, 401));
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the renewal fails', async () => {
    setSessionRenewal(async () => false);
    fetchMock.mockResolvedValue(json({ message: MESSAGES.UNAUTHORIZED }, 401));
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('apiFetch with a response schema', () => {
  const Answer = z.object({ data: z.object({ store_id: z.number().int() }) });

  it('returns the parsed answer when it has the expected shape', async () => {
    fetchMock.mockResolvedValue(json({ message: 'ok', data: { store_id: 28, extra: true } }));
    await expect(apiFetch('/api/x', { schema: Answer })).resolves.toEqual({ data: { store_id: 28 } });
  });

  it('refuses an answer of another shape with the fallback text instead of handing it on', async () => {
    fetchMock.mockResolvedValue(json({ data: { store_id: '28' } }));
    await expect(
      apiFetch('/api/x', { schema: Answer, fallbackMessage: MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT }),
    ).rejects.toMatchObject({ status: 200, message: MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT });
  });
});

describe('apiFetch with a schema loader', () => {
  const Answer = z.object({ data: z.object({ store_id: z.number().int() }) });

  it('loads the schema with the request and returns the parsed answer', async () => {
    const load = vi.fn(async () => Answer);
    fetchMock.mockResolvedValue(json({ message: 'ok', data: { store_id: 28, extra: true } }));
    await expect(apiFetch('/api/x', { schema: load })).resolves.toEqual({ data: { store_id: 28 } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer of another shape with the fallback text', async () => {
    fetchMock.mockResolvedValue(json({ data: { store_id: '28' } }));
    await expect(
      apiFetch('/api/x', { schema: async () => Answer, fallbackMessage: MESSAGES.PRODUCTS_FETCH_FAILED }),
    ).rejects.toMatchObject({ status: 200, message: MESSAGES.PRODUCTS_FETCH_FAILED });
  });

  it('fails as an unanswered call when the schema cannot be loaded', async () => {
    fetchMock.mockResolvedValue(json({ data: { store_id: 28 } }));
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(
      apiFetch('/api/x', { schema: offline, fallbackMessage: MESSAGES.PRODUCTS_FETCH_FAILED }),
    ).rejects.toMatchObject({ status: 0, message: MESSAGES.PRODUCTS_FETCH_FAILED });
  });

  it("a refused call throws the server's message, whatever became of the schema", async () => {
    fetchMock.mockResolvedValue(json({ message: MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT }, 404));
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(apiFetch('/api/x', { schema: offline })).rejects.toMatchObject({
      status: 404,
      message: MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT,
    });
  });
});

describe('when a 401 asks for a renewal', () => {
  it('hands the renewal the token the refused request carried', async () => {
    const token = signIn(CLAIMS.user);
    const renewal = vi.fn(async () => false);
    setSessionRenewal(renewal);
    fetchMock.mockResolvedValue(json({ message: MESSAGES.TOKEN_INVALID }, 401));
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({ status: 401 });
    expect(renewal).toHaveBeenCalledWith(token);
  });

  it('never renews for calls sent without the token or for the account calls', async () => {
    signIn(CLAIMS.user);
    const renewal = vi.fn(async () => true);
    setSessionRenewal(renewal);
    fetchMock.mockImplementation(async () => json({ message: MESSAGES.UNAUTHORIZED }, 401));
    await expect(apiFetch('/api/cart/add', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 401,
    });
    await expect(apiFetch('/api/auth/logout', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(renewal).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('helpers', () => {
  it('buildUrl appends to an existing query', () => {
    expect(buildUrl('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(buildUrl('/api/x')).toBe('/api/x');
  });

  it('errorMessage prefers the API message, then the fallback', () => {
    expect(errorMessage(new ApiError('Nope', 400))).toBe('Nope');
    expect(errorMessage('weird', 'Fallback')).toBe('Fallback');
  });
});
