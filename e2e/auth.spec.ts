import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COOKIES, formatMessage, MESSAGES, ROUTES } from '@lumbung/contracts';
import {
  accessToken,
  claimsOf,
  cookie,
  DEMO,
  DEMO_PASSWORD,
  FLAGSHIP_STORE,
  logIn,
  waitUntilExpired,
} from './support/accounts';
import {
  apiSettled,
  control,
  expectNoSeriousA11yViolations,
  screenshot,
  useBrowser,
  visible,
  visibleCount,
  withPage,
  VIEWPORTS,
  type OpenedPage,
  type ViewportName,
} from './support/browser';
import { linkTo, useServerWithMailbox } from './support/mailbox';

/**
 * Accounts and sessions in Chromium, against a server of their own: mails go over SMTP
 * to a real in-process SMTP server, and access tokens live a few seconds so that their expiry and
 * the session renewal of docs/product.md §8 happen during the test.
 */

// Long enough for a loaded machine to log in and let the dashboard finish its own calls first.
const ACCESS_TOKEN_TTL_SECONDS = 10;
const browser = useBrowser();
const own = useServerWithMailbox('lumbung-e2e-auth-', {
  ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
  // Many logins and mails from one address (127.0.0.1); the per-account login limit stays as shipped.
  AUTH_LOGIN_MAX_FAILURES_PER_IP: '1000',
  AUTH_REQUESTS_PER_IP: '1000',
  AUTH_MAILS_PER_EMAIL: '100',
});

const here = (page: Page) => new URL(page.url()).pathname;
const open = <T>(path: string, use: (opened: OpenedPage) => Promise<T>) =>
  withPage(browser(), path, { baseUrl: own.server.baseUrl }, use);

/** Asks the API directly, as another device holding the same refresh token would. */
async function presentRefreshToken(refreshToken: string): Promise<number> {
  const response = await fetch(`${own.server.baseUrl}/api/auth/refresh-token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return response.status;
}

/** The refresh cookie as the browser holds it: it is sent only to the auth calls' path. */
const refreshCookie = (context: BrowserContext) =>
  cookie(context, COOKIES.refreshToken.name, {
    baseUrl: own.server.baseUrl,
    path: `${COOKIES.refreshToken.path}/refresh-token`,
  });

/** Logs the session of a refresh token out through the API, as another device would. */
async function endSessionElsewhere(refreshToken: string): Promise<number> {
  const response = await fetch(`${own.server.baseUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return response.status;
}

async function fillLogin(page: Page, email: string, password: string) {
  await (await visible(page.getByRole('textbox', { name: 'E-mail' }))).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('a new shopper', () => {
  const email = `sari.${Date.now()}@example.com`;
  const password = 'Sawah#Padi2026';

  it('registers, gets the link over SMTP, verifies, logs in with a cookie, and logs out', async () => {
    await open('/auth/register-page', async ({ page, context, pageErrors }) => {
      await (await visible(page.getByRole('textbox', { name: 'Username' }))).fill('Sari Wulandari');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByRole('textbox', { name: 'Password' }).fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Check your inbox' }));
      await visible(page.getByText(formatMessage('REGISTERED', { email }), { exact: true }));

      // The verification mail arrives at the SMTP server, with a link to this shop.
      const mail = await own.mailbox.waitForMailTo(email);
      expect(mail.subject).toMatch(/verify/i);
      const link = linkTo(mail, '/auth/verify-email');
      expect(link.origin).toBe(own.server.baseUrl);
      expect(link.searchParams.get('token')).toBeTruthy();

      // Before verifying, the account logs in as unverified; we verify first, as the mail asks.
      await page.goto(link.href, { waitUntil: 'networkidle' });
      await visible(page.getByRole('heading', { level: 1, name: 'E-mail verified' }));
      await visible(page.getByText(MESSAGES.EMAIL_VERIFIED, { exact: true }));

      // A link with a token the shop never sent does not verify anything.
      const forged = new URL(link);
      forged.searchParams.set('token', 'not-a-token-we-sent');
      await page.goto(forged.href, { waitUntil: 'networkidle' });
      await visible(page.getByRole('heading', { level: 1, name: 'This link did not work' }));
      await visible(page.getByText(MESSAGES.LINK_INVALID, { exact: true }));

      await page.goto(ROUTES.login, { waitUntil: 'networkidle' });
      await Promise.all([
        page.waitForURL((url) => url.pathname === ROUTES.home, { waitUntil: 'load' }),
        fillLogin(page, email, password),
      ]);

      // docs/product.md §3 and §9: access_token for a day, decoding to {id, role, is_verified}.
      const tokenCookie = await cookie(context, COOKIES.accessToken.name, { baseUrl: own.server.baseUrl });
      expect(tokenCookie, 'access_token cookie').toBeDefined();
      expect(claimsOf(tokenCookie!.value)).toMatchObject({ role: 'USER', is_verified: true });
      const days = (tokenCookie!.expires - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(0.99);
      expect(days).toBeLessThanOrEqual(1);
      // The refresh token: HttpOnly, SameSite=Strict, only under the auth calls; no script reads it.
      const refresh = await refreshCookie(context);
      expect(refresh?.value, 'refresh cookie').toBeTruthy();
      expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: COOKIES.refreshToken.path });
      const readable = await page.evaluate(() => document.cookie);
      expect(readable).toContain(`${COOKIES.accessToken.name}=`);
      expect(readable).not.toContain(refresh!.value);
      expect(readable).not.toContain(`${COOKIES.refreshToken.name}=`);
      expect(readable).not.toContain(`${COOKIES.legacyRefreshToken.name}=`);

      // Logout: the cookies go, the page reloads fully to /, and the server revoked the session.
      await visible(control(page, 'Logout'));
      await page.evaluate(() => Object.assign(window, { __beforeLogout: true }));
      await Promise.all([page.waitForEvent('load'), (await visible(control(page, 'Logout'))).click()]);
      expect(here(page)).toBe(ROUTES.home);
      expect(await page.evaluate(() => '__beforeLogout' in window)).toBe(false);
      const left = (await context.cookies(own.server.baseUrl)).map((c) => c.name);
      expect(left).not.toContain(COOKIES.accessToken.name);
      expect(await refreshCookie(context), 'the refresh cookie after logout').toBeUndefined();
      await visible(control(page, 'Login'));
      expect(await presentRefreshToken(refresh!.value), 'the logged-out refresh token').toBe(401);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('forgets the password, resets it from the mailed link, and logs in with the new one only', async () => {
    const newPassword = 'Kebun#Teh2027';
    await open('/auth/login-page', async ({ page }) => {
      await (await visible(page.getByRole('link', { name: 'Forgot password?' }))).click();
      await page.waitForURL((url) => url.pathname === '/auth/forgot-password-page');
      // The address changes at once; the page's chunk may still be on its way while the login
      // form (with its own E-mail field) stays on screen, so wait for the new page itself.
      await visible(page.getByRole('heading', { level: 1, name: 'Forgot your password?' }));
      await (await visible(page.getByRole('textbox', { name: 'E-mail' }))).fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Check your inbox' }));

      // The second mail to this address (the first was the verification).
      const mail = await own.mailbox.waitForMailTo(email, { skip: 1 });
      const link = linkTo(mail, '/auth/reset-password-page');
      await page.goto(link.href, { waitUntil: 'networkidle' });
      await (await visible(page.getByRole('textbox', { name: 'New password' }))).fill(newPassword);
      await page.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Password changed' }));
      await visible(page.getByText(MESSAGES.PASSWORD_RESET_DONE, { exact: true }));

      await page.goto(ROUTES.login, { waitUntil: 'networkidle' });
      await fillLogin(page, email, password);
      await visible(page.getByText(MESSAGES.INVALID_CREDENTIALS, { exact: true }));
      await Promise.all([
        page.waitForURL((url) => url.pathname === ROUTES.home, { waitUntil: 'load' }),
        fillLogin(page, email, newPassword),
      ]);
    });
  });
});

describe('logging in', () => {
  it('gives one and the same message for an unknown e-mail and a wrong password, then 429 after 5 misses', async () => {
    await open(ROUTES.login, async ({ page, context }) => {
      await fillLogin(page, 'nobody.here@example.com', DEMO_PASSWORD);
      await visible(page.getByText(MESSAGES.INVALID_CREDENTIALS, { exact: true }));
      await page.reload({ waitUntil: 'networkidle' });

      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
        await fillLogin(page, DEMO.newShopper, `wrong-${attempt}`);
        expect((await answer).status()).toBe(401);
        await visible(page.getByText(MESSAGES.INVALID_CREDENTIALS, { exact: true }));
      }
      // The sixth try, even with the right password, waits out the window.
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
      await fillLogin(page, DEMO.newShopper, DEMO_PASSWORD);
      expect((await answer).status()).toBe(429);
      await visible(page.getByText(/^Too many attempts\. Please try again in \d+ minutes?\.$/));
      expect(here(page)).toBe(ROUTES.login);
      expect((await context.cookies(own.server.baseUrl)).map((c) => c.name)).not.toContain(
        COOKIES.accessToken.name,
      );
    });
  });

  it('keeps a store admin’s store id in the cookie at /admin-store for 7 days', async () => {
    await open(ROUTES.login, async ({ page, context }) => {
      await logIn(page, DEMO.storeAdmin);
      await visible(page.getByRole('heading', { name: FLAGSHIP_STORE.name }));
      const storeId = await cookie(context, COOKIES.assignedStoreId.name, {
        baseUrl: own.server.baseUrl,
        path: '/admin-store/orders',
      });
      expect(storeId?.value).toBe(String(FLAGSHIP_STORE.id));
      expect(storeId?.path).toBe(COOKIES.assignedStoreId.path);
      const days = (storeId!.expires - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      // The storefront does not see it.
      expect(
        await cookie(context, COOKIES.assignedStoreId.name, { baseUrl: own.server.baseUrl }),
      ).toBeUndefined();
    });
  });
});

describe('session renewal (docs/product.md §8) once the access token has expired', () => {
  /** Records the API calls of the page: method, path and status. */
  function watchApi(page: Page) {
    const calls: { path: string; status: number }[] = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) calls.push({ path: url.pathname, status: response.status() });
    });
    return {
      calls,
      to: (path: string) => calls.filter((call) => call.path === path).map((call) => call.status),
    };
  }

  function watchDialogs(page: Page) {
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    return messages;
  }

  /** Leaves the dashboard and comes back: the dashboard asks the API for the store again. */
  /** The store's orders list: a page whose first call needs the (now expired) access token. */
  const STORE_ORDERS = `/api/order/store/${FLAGSHIP_STORE.id}`;
  async function openOrders(page: Page) {
    const menu = page.getByRole('navigation', { name: 'Store admin menu' });
    await (await visible(menu.getByRole('link', { name: 'Orders' }))).click();
  }

  const assignedStore = (id: number) => `/api/store-admin/assigned-store/${id}`;

  it('a 401 is retried once after one refresh; the new tokens are kept', async () => {
    await open(ROUTES.login, async ({ page, context }) => {
      await logIn(page, DEMO.storeAdmin);
      await visible(page.getByRole('heading', { name: FLAGSHIP_STORE.name }));
      // The dashboard's own calls (its sections and charts) are done before the token expires.
      await apiSettled(page);
      const oldToken = await accessToken(context, own.server.baseUrl);
      const oldRefresh = (await refreshCookie(context))!.value;
      const api = watchApi(page);
      const dialogs = watchDialogs(page);

      await waitUntilExpired(oldToken);
      await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === STORE_ORDERS && r.status() === 200),
        openOrders(page),
      ]);
      await visible(page.getByRole('heading', { level: 1, name: 'Orders' }));

      // The page's first call was refused; after one refresh it went through.
      expect(api.calls.filter((call) => call.status === 401).length).toBeGreaterThan(0);
      expect(api.to(STORE_ORDERS).at(-1)).toBe(200);
      expect(api.to('/api/auth/refresh-token')).toEqual([200]);
      const newToken = await accessToken(context, own.server.baseUrl);
      expect(newToken).not.toBe(oldToken);
      expect(claimsOf(newToken).exp * 1000).toBeGreaterThan(Date.now());
      const newRefresh = (await refreshCookie(context))!;
      expect(newRefresh.value, 'the refresh token is rotated').not.toBe(oldRefresh);
      expect(newRefresh).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: COOKIES.refreshToken.path,
      });
      expect(await page.evaluate(() => document.cookie)).not.toContain(newRefresh.value);
      expect(dialogs).toEqual([]);
    });
  });

  it('a page opened after the token expired is still the person’s; its first call renews', async () => {
    await open(ROUTES.login, async ({ page, context }) => {
      await logIn(page, DEMO.storeAdmin);
      await visible(page.getByRole('heading', { name: FLAGSHIP_STORE.name }));
      // The dashboard's own calls (its sections and charts) are done before the token expires.
      await apiSettled(page);
      const oldToken = await accessToken(context, own.server.baseUrl);
      const { id } = claimsOf(oldToken);
      await waitUntilExpired(oldToken);
      const api = watchApi(page);

      await page.reload({ waitUntil: 'networkidle' });
      await visible(page.getByRole('heading', { name: FLAGSHIP_STORE.name }));
      // The dashboard's own calls (its sections and charts) are done before the token expires.
      await apiSettled(page);
      expect(await visibleCount(page.getByText(MESSAGES.ACCESS_DENIED_TITLE, { exact: true }))).toBe(0);
      // The page's first calls were refused; one refresh later every call went through.
      expect(api.calls.filter((call) => call.status === 401).length).toBeGreaterThan(0);
      expect(api.to('/api/auth/refresh-token')).toEqual([200]);
      expect(api.to(assignedStore(id)).at(-1)).toBe(200);
      expect(await accessToken(context, own.server.baseUrl)).not.toBe(oldToken);
    });
  });

  it("a refused refresh: alert 'Session expired. Please log in again.', cookies cleared, to the login page", async () => {
    await open(ROUTES.login, async ({ page, context }) => {
      await logIn(page, DEMO.storeAdmin);
      await visible(page.getByRole('heading', { name: FLAGSHIP_STORE.name }));
      // The dashboard's own calls (its sections and charts) are done before the token expires.
      await apiSettled(page);
      const token = await accessToken(context, own.server.baseUrl);
      // The session ends elsewhere (another device logs it out, or a replayed token revoked it; a
      // rotation seconds ago is not enough: within 30 s the same token gets the same pair).
      const refresh = (await refreshCookie(context))!.value;
      expect(await endSessionElsewhere(refresh)).toBe(200);
      const dialogs = watchDialogs(page);
      await waitUntilExpired(token);

      // The first call after the expiry ends the session: the Orders page's, or one the dashboard
      // makes on its own first on a busy machine (the page then leaves before the link is clicked).
      const toLogin = page.waitForURL((url) => url.pathname === ROUTES.login, { waitUntil: 'load' });
      const clicked = openOrders(page).catch((error: unknown) => error);
      await toLogin;
      await clicked;
      expect(dialogs).toEqual([MESSAGES.SESSION_EXPIRED]);
      const left = (await context.cookies(`${own.server.baseUrl}/admin-store`)).map((c) => c.name);
      expect(left).not.toContain(COOKIES.accessToken.name);
      expect(left).not.toContain(COOKIES.assignedStoreId.name);
      expect(await refreshCookie(context), 'the refused refresh cookie is cleared').toBeUndefined();
    });
  });

  it("no refresh cookie: alert 'No session found. Please log in again.', to the login page", async () => {
    await open(ROUTES.login, async ({ page, context }) => {
      await logIn(page, DEMO.storeAdmin);
      await visible(page.getByRole('heading', { name: FLAGSHIP_STORE.name }));
      // The dashboard's own calls (its sections and charts) are done before the token expires.
      await apiSettled(page);
      const token = await accessToken(context, own.server.baseUrl);
      // The refresh cookie goes while the access token is still good (cookies cleared by hand, say).
      await context.clearCookies({ name: COOKIES.refreshToken.name });
      expect(await refreshCookie(context)).toBeUndefined();
      const menu = page.getByRole('navigation', { name: 'Store admin menu' });
      await menu.getByRole('link', { name: 'Orders' }).click();
      await visible(page.getByRole('heading', { level: 1, name: 'Orders' }));
      const dialogs = watchDialogs(page);
      const refreshes: Request[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/refresh-token')) refreshes.push(request);
      });
      await waitUntilExpired(token);

      await Promise.all([
        page.waitForURL((url) => url.pathname === ROUTES.login, { waitUntil: 'load' }),
        menu.getByRole('link', { name: 'Dashboard' }).click(),
      ]);
      expect(dialogs).toEqual([MESSAGES.SESSION_NONE]);
      // The page cannot see the cookie: it asked, and the server found none.
      expect(refreshes).toHaveLength(1);
      expect((await context.cookies(own.server.baseUrl)).map((c) => c.name)).not.toContain(
        COOKIES.accessToken.name,
      );
    });
  });
});

describe('the account pages on a phone and a desktop', () => {
  const pages = [
    { name: 'login', path: ROUTES.login, heading: 'Welcome back' },
    { name: 'register', path: '/auth/register-page', heading: 'Create your account' },
    { name: 'forgot-password', path: '/auth/forgot-password-page', heading: 'Forgot your password?' },
    {
      name: 'reset-password',
      path: '/auth/reset-password-page?token=a-token',
      heading: 'Set a new password',
    },
  ];
  const cases = pages.flatMap((p) =>
    (['phone', 'desktop'] as ViewportName[]).map((viewport) => ({ ...p, viewport })),
  );

  it.each(cases)(
    '$name on a $viewport: whole, inside the screen, no serious axe finding (screenshot)',
    async ({ name, path, heading, viewport }) => {
      await withPage(
        browser(),
        path,
        { baseUrl: own.server.baseUrl, viewport },
        async ({ page, pageErrors }) => {
          await visible(page.getByRole('heading', { level: 1, name: heading }));
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
          await expectNoSeriousA11yViolations(page);
          await screenshot(page, `auth-${name}-${VIEWPORTS[viewport].width}`);
          expect(pageErrors.map(String)).toEqual([]);
        },
      );
    },
  );
});

describe('a browser that kept the refresh token in a readable cookie before', () => {
  it('loses that cookie as soon as a page loads', async () => {
    await open(ROUTES.about, async ({ page, context }) => {
      await context.addCookies([
        { name: COOKIES.legacyRefreshToken.name, value: 'old-readable-token', url: own.server.baseUrl },
      ]);
      await page.reload({ waitUntil: 'load' });
      await page.waitForFunction(
        (name) => !document.cookie.includes(`${name}=`),
        COOKIES.legacyRefreshToken.name,
      );
      expect(
        await cookie(context, COOKIES.legacyRefreshToken.name, { baseUrl: own.server.baseUrl }),
      ).toBeUndefined();
    });
  });
});
