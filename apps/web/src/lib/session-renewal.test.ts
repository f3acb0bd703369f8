import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, MESSAGES, ROUTES } from '@lumbung/contracts';
import { json, stubApi, type FakeRequest } from '@/test/fake-api';
import { CLAIMS, makeAccessToken, signIn } from '@/test/tokens';
import { apiFetch, refreshSessionNow } from './api-client';
import { reloadTo } from './navigation';
import { canRenewSession, getAccessToken, saveSession } from './session';

/** docs/product.md §8: a 401 is retried once after refreshing the session; the refresh's failures end it. */

vi.mock('./navigation', () => ({ reloadTo: vi.fn() }));

const alert = vi.fn();
const RENEWED = makeAccessToken(CLAIMS.user, { expiresInSeconds: 900 });

/** A protected API route that accepts only the renewed token, as the server does once the old one expired. */
function cartRoute(request: FakeRequest) {
  return request.headers.get('Authorization') === `Bearer ${RENEWED}`
    ? { cart_data: { cart_items: [], cart_id: 3, cart_price: 0 } }
    : json({ message: MESSAGES.TOKEN_INVALID }, 401);
}

/** The server's answer to a renewal through the HttpOnly cookie: the rotated token stays in the cookie. */
function refreshAnswer(accessToken: string) {
  return { message: MESSAGES.TOKEN_REFRESHED, data: { refreshToken: { accessToken } } };
}

/** A promise the test settles by hand, to hold the refresh answer while other requests arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function expectSessionEnded(message: string) {
  expect(alert).toHaveBeenCalledTimes(1);
  expect(alert).toHaveBeenCalledWith(message);
  expect(getAccessToken()).toBeNull();
  expect(canRenewSession()).toBe(false);
  expect(reloadTo).toHaveBeenCalledWith(ROUTES.login);
}

beforeEach(() => {
  alert.mockReset();
  vi.mocked(reloadTo).mockClear();
  vi.stubGlobal('alert', alert);
});

afterEach(() => vi.unstubAllGlobals());

describe('a 401 with a refresh cookie at hand', () => {
  it('refreshes through the cookie, keeps the new access token, and retries once', async () => {
    signIn(CLAIMS.user);
    saveSession({ accessToken: getAccessToken()! });
    const api = stubApi({
      'GET /api/cart/items/:userId': cartRoute,
      'POST /api/auth/refresh-token': () => refreshAnswer(RENEWED),
    });

    await expect(apiFetch('/api/cart/items/7')).resolves.toMatchObject({ cart_data: { cart_id: 3 } });

    const refreshes = api.requestsTo('/api/auth/refresh-token');
    expect(refreshes).toHaveLength(1);
    // No token in the body: the browser sends the HttpOnly cookie, which no script can read.
    expect(refreshes[0]?.body).toEqual({});
    expect(refreshes[0]?.headers.has('Authorization')).toBe(false);
    expect(api.requestsTo('/api/cart/items/7')).toHaveLength(2);
    expect(getAccessToken()).toBe(RENEWED);
    expect(document.cookie).not.toContain(`${COOKIES.refreshToken.name}=`);
    expect(alert).not.toHaveBeenCalled();
  });

  it('shares ONE refresh between concurrent 401s, and every request retries with the new token', async () => {
    signIn(CLAIMS.user);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    const refreshGate = deferred<void>();
    const api = stubApi({
      'GET /api/cart/items/:userId': cartRoute,
      'GET /api/cart/cart-vouchers/:userId': (request) =>
        request.headers.get('Authorization') === `Bearer ${RENEWED}`
          ? { data: { vouchers: [] } }
          : json({ message: MESSAGES.TOKEN_INVALID }, 401),
      'POST /api/auth/refresh-token': async () => {
        await refreshGate.promise;
        return refreshAnswer(RENEWED);
      },
    });

    const calls = [
      apiFetch('/api/cart/items/7'),
      apiFetch('/api/cart/cart-vouchers/7'),
      apiFetch('/api/cart/items/7'),
    ];
    // Every first attempt has been refused before the refresh answers.
    await vi.waitFor(() => expect(api.requestsTo('/api/cart/')).toHaveLength(3));
    await vi.waitFor(() => expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(1));
    refreshGate.resolve();

    await expect(Promise.all(calls)).resolves.toEqual([
      expect.objectContaining({ cart_data: expect.any(Object) }),
      { data: { vouchers: [] } },
      expect.objectContaining({ cart_data: expect.any(Object) }),
    ]);
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(1);
    const retries = api.requestsTo('/api/cart/').slice(3);
    expect(retries.map((r) => r.headers.get('Authorization'))).toEqual([
      `Bearer ${RENEWED}`,
      `Bearer ${RENEWED}`,
      `Bearer ${RENEWED}`,
    ]);
  });

  it('a request refused with a token that was renewed meanwhile just retries, without a second refresh', async () => {
    const old = signIn(CLAIMS.user);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    const slowAnswer = deferred<void>();
    let firstSeen = false;
    const api = stubApi({
      'GET /api/profile/user/:userId': async (request) => {
        if (request.headers.get('Authorization') === `Bearer ${RENEWED}`)
          return { data: { username: 'sari' } };
        if (!firstSeen) {
          firstSeen = true;
          // This request left with the old token; its 401 arrives after another renewed the session.
          await slowAnswer.promise;
        }
        return json({ message: MESSAGES.TOKEN_INVALID }, 401);
      },
      'GET /api/cart/items/:userId': cartRoute,
      'POST /api/auth/refresh-token': () => refreshAnswer(RENEWED),
    });

    const slow = apiFetch('/api/profile/user/7');
    await vi.waitFor(() => expect(api.requestsTo('/api/profile/')).toHaveLength(1));
    await apiFetch('/api/cart/items/7');
    expect(getAccessToken()).not.toBe(old);
    slowAnswer.resolve();

    await expect(slow).resolves.toEqual({ data: { username: 'sari' } });
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(1);
  });

  it('retries only once: a second 401 is the answer', async () => {
    signIn(CLAIMS.user);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    const api = stubApi({
      'GET /api/cart/items/:userId': () => json({ message: MESSAGES.TOKEN_INVALID }, 401),
      'POST /api/auth/refresh-token': () => refreshAnswer(RENEWED),
    });
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({
      status: 401,
      message: MESSAGES.TOKEN_INVALID,
    });
    expect(api.requestsTo('/api/cart/items/7')).toHaveLength(2);
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(1);
  });
});

describe('a 401 the session cannot survive', () => {
  it("without a refresh cookie: alert 'No session found. Please log in again.', cookies cleared, to the login page", async () => {
    signIn(CLAIMS.user);
    document.cookie = `${COOKIES.assignedStoreId.name}=28; path=/admin-store`;
    const api = stubApi({ 'GET /api/cart/items/:userId': cartRoute });
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({ status: 401 });
    expectSessionEnded(MESSAGES.SESSION_NONE);
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(0);
    expect(api.requestsTo('/api/cart/items/7')).toHaveLength(1);
  });

  it("when the server finds no refresh cookie: the same 'No session found. Please log in again.'", async () => {
    signIn(CLAIMS.user);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    const api = stubApi({
      'GET /api/cart/items/:userId': cartRoute,
      'POST /api/auth/refresh-token': () =>
        json({ message: MESSAGES.SESSION_NONE, code: 'SESSION_NONE' }, 401),
    });
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({ status: 401 });
    expectSessionEnded(MESSAGES.SESSION_NONE);
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(1);
  });

  it("when the refresh is refused: alert 'Session expired. Please log in again.', cookies cleared, to the login page", async () => {
    signIn(CLAIMS.user);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    stubApi({
      'GET /api/cart/items/:userId': cartRoute,
      'POST /api/auth/refresh-token': () => json({ message: MESSAGES.REFRESH_TOKEN_INVALID }, 401),
    });
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({ status: 401 });
    expectSessionEnded(MESSAGES.SESSION_EXPIRED);
  });

  it('when the refresh answers without data.refreshToken.accessToken: the same as a refused refresh', async () => {
    signIn(CLAIMS.user);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    const api = stubApi({
      'GET /api/cart/items/:userId': cartRoute,
      'POST /api/auth/refresh-token': () => ({
        message: MESSAGES.TOKEN_REFRESHED,
        data: { accessToken: RENEWED },
      }),
    });
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({ status: 401 });
    expectSessionEnded(MESSAGES.SESSION_EXPIRED);
    expect(api.requestsTo('/api/cart/items/7')).toHaveLength(1);
  });

  it('concurrent 401s of an ended session raise one alert, not one each', async () => {
    signIn(CLAIMS.user);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    stubApi({
      'GET /api/cart/items/:userId': cartRoute,
      'POST /api/auth/refresh-token': () => json({ message: MESSAGES.REFRESH_TOKEN_INVALID }, 401),
    });
    const results = await Promise.allSettled([
      apiFetch('/api/cart/items/7'),
      apiFetch('/api/cart/items/7'),
      apiFetch('/api/cart/items/7'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // A straggler after the session ended stays quiet too.
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({ status: 401 });
    expectSessionEnded(MESSAGES.SESSION_EXPIRED);
  });
});

describe('what the renewal leaves alone', () => {
  it('an unreachable refresh (offline) keeps the session for the next try and raises no alert', async () => {
    const token = signIn(CLAIMS.user);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    stubApi({
      'GET /api/cart/items/:userId': cartRoute,
      'POST /api/auth/refresh-token': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(apiFetch('/api/cart/items/7')).rejects.toMatchObject({ status: 401 });
    expect(alert).not.toHaveBeenCalled();
    expect(reloadTo).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe(token);
    expect(canRenewSession()).toBe(true);
  });

  it('account calls answer 401 on their own terms: a wrong password is not a session to renew', async () => {
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    const api = stubApi({
      'POST /api/auth/login': () => json({ message: MESSAGES.INVALID_CREDENTIALS }, 401),
    });
    await expect(
      apiFetch('/api/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' }, auth: false }),
    ).rejects.toMatchObject({ status: 401, message: MESSAGES.INVALID_CREDENTIALS });
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
  });

  it('refreshSessionNow renews a live session (new claims after verifying) and does nothing without one', async () => {
    const api = stubApi({ 'POST /api/auth/refresh-token': () => refreshAnswer(RENEWED) });
    await expect(refreshSessionNow()).resolves.toBe(false);
    expect(api.requestsTo('/api/auth/refresh-token')).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();

    signIn(CLAIMS.unverifiedStoreAdmin);
    document.cookie = `${COOKIES.sessionRenewable.name}=1; path=/`;
    await expect(refreshSessionNow()).resolves.toBe(true);
    expect(getAccessToken()).toBe(RENEWED);
  });
});
