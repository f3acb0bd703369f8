import type { BrowserContext, Page } from 'playwright-core';
import { COOKIES, ROUTES } from '@lumbung/contracts';
import { visible } from './browser';

import { DEMO, DEMO_PASSWORD } from './demo';

export { DEMO, DEMO_PASSWORD, FLAGSHIP_STORE } from './demo';

/** Where each role lands after logging in. */
export const HOME_OF = {
  [DEMO.superAdmin]: '/admin-super',
  [DEMO.storeAdmin]: '/admin-store',
  [DEMO.unverifiedStoreAdmin]: '/admin-store',
  [DEMO.shopper]: ROUTES.home,
  [DEMO.newShopper]: ROUTES.home,
} as Record<string, string>;

/**
 * Logs in through the real login page, as a person would, and waits for the full load of the
 * role's home (`expectPath`, by default the demo account's home, else /).
 */
export async function logIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, expectPath = HOME_OF[email] ?? ROUTES.home } = {},
): Promise<void> {
  await page.goto(ROUTES.login, { waitUntil: 'networkidle' });
  await (await visible(page.getByRole('textbox', { name: 'E-mail' }))).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === expectPath, { waitUntil: 'load' }),
    page.getByRole('button', { name: 'Log in', exact: true }).click(),
  ]);
}

/** A cookie of the browser context, as the page at `path` would see it (scoped cookies included). */
export async function cookie(
  context: BrowserContext,
  name: string,
  { baseUrl, path = '/' }: { baseUrl: string; path?: string },
) {
  const cookies = await context.cookies(new URL(path, baseUrl).href);
  return cookies.find((c) => c.name === name);
}

/** The claims of a JWT (no signature check: the test only reads what the browser holds). */
export function claimsOf(token: string): {
  id: number;
  role: string;
  is_verified: boolean;
  exp: number;
  iat: number;
} {
  const payload = token.split('.')[1];
  if (!payload) throw new Error(`Not a JWT: ${token.slice(0, 20)}…`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** The access token the browser holds right now. */
export async function accessToken(context: BrowserContext, baseUrl: string): Promise<string> {
  const found = await cookie(context, COOKIES.accessToken.name, { baseUrl });
  if (!found) throw new Error('The browser holds no access_token cookie');
  return found.value;
}

/**
 * Waits until the server would refuse `token`: its `exp` (whole seconds) has passed, plus a margin.
 * The test and the server share the machine's clock.
 */
export async function waitUntilExpired(token: string): Promise<void> {
  const wait = claimsOf(token).exp * 1000 + 1_100 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
