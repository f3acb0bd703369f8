import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { COOKIES } from '@lumbung/contracts';
import { DEMO_PASSWORD } from './demo';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * The production server of this worker (the global setup starts one per worker): the spec files
 * of one worker run one after another against it, never at once.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(worker - 1) % urls.length]!;
}

/** The OS Chromium through playwright-core: no browser download, flags that suit a container. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** One browser per spec file: launched before its first test, closed after its last. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error('The browser is not running: call useBrowser() at the top of the spec file.');
    return browser;
  };
}

export interface ContextOptions {
  viewport?: ViewportName;
  /** Another server than the run's shared one (a spec that starts its own with special settings). */
  baseUrl?: string;
  /** A position the page may read; without one the browser refuses geolocation. */
  geolocation?: { latitude: number; longitude: number };
  /** The browser's language (navigator.language and Accept-Language); en-US unless given. */
  locale?: 'en-US' | 'id-ID';
}

/** A fresh browser context (own cookies) at a phone or desktop size. */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const name = options.viewport ?? 'desktop';
  return browser.newContext({
    baseURL: options.baseUrl ?? baseUrl(),
    viewport: VIEWPORTS[name],
    isMobile: name === 'phone',
    hasTouch: name === 'phone',
    locale: options.locale ?? 'en-US',
    timezoneId: 'Asia/Jakarta',
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
  });
}

export interface OpenPageOptions extends ContextOptions {
  /** A demo account (e-mail) whose real session the browser holds before the page loads. */
  signedInAs?: string;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions thrown in the page since it opened. */
  pageErrors: Error[];
  close(): Promise<void>;
}

/** Opens `path` in a new context and waits until the app has settled (no network for 500 ms). */
export async function openPage(
  browser: Browser,
  path: string,
  options: OpenPageOptions = {},
): Promise<OpenedPage> {
  const context = await newContext(browser, options);
  if (options.signedInAs) {
    await holdSessionOf(context, options.signedInAs, { baseUrl: options.baseUrl ?? baseUrl() });
  }
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  countApiCalls(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, context, pageErrors, close: () => context.close() };
}

/** The /api/ requests of each page opened by `openPage` that have not finished yet. */
const apiInFlight = new WeakMap<Page, Set<Request>>();

function countApiCalls(page: Page): void {
  const open = new Set<Request>();
  apiInFlight.set(page, open);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page (opened by `openPage`) has had no /api/ call in flight for `quietMs`: the
 * calls a page makes on its own after its heading shows (lazy sections, charts) are done. A state,
 * not a time: on a busy machine it waits longer.
 */
export async function apiSettled(page: Page, { quietMs = 500, timeout = 30_000 } = {}): Promise<void> {
  const open = apiInFlight.get(page);
  if (!open) throw new Error('apiSettled needs a page opened by openPage');
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  for (;;) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline) {
      const urls = [...open].map((r) => r.url()).join(', ');
      throw new Error(`API calls still in flight after ${timeout} ms: ${urls}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens `path`, runs `use`, and always closes the context, even when `use` fails. */
export async function withPage<T>(
  browser: Browser,
  path: string,
  options: OpenPageOptions,
  use: (opened: OpenedPage) => Promise<T>,
): Promise<T> {
  const opened = await openPage(browser, path, options);
  try {
    return await use(opened);
  } catch (error) {
    throw await withWhatThePageShowed(opened.page, error);
  } finally {
    await opened.close();
  }
}

/**
 * A failed journey's error with the page's address and the start of its visible text added, so a
 * failure in CI says what the shopper or admin was looking at (an error state, a login page...).
 */
async function withWhatThePageShowed(page: Page, error: unknown): Promise<unknown> {
  if (!(error instanceof Error) || page.isClosed()) return error;
  const text = await page
    .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 600))
    .catch(() => '(the page could not be read)');
  error.message += `\n\nThe page at ${page.url()} showed: ${text}`;
  return error;
}

/** Waits until the single-page app has rendered something into #root. */
export async function appRendered(page: Page): Promise<void> {
  // index.html's boot shell (.boot) holds #root until React's first render replaces it.
  await page.locator('#root > :not(.boot)').first().waitFor({ state: 'attached' });
}

/** The first visible element of a locator, waited for (playwright-core has no auto-retrying expect). */
export async function visible(locator: Locator, timeout = 20_000): Promise<Locator> {
  const first = locator.filter({ visible: true }).first();
  await first.waitFor({ state: 'visible', timeout });
  return first;
}

/** How many elements of a locator are visible right now. */
export async function visibleCount(locator: Locator): Promise<number> {
  return locator.filter({ visible: true }).count();
}

/** A control the user clicks, whether the app made it a link or a button. */
export function control(page: Page, name: string | RegExp): Locator {
  return page.getByRole('link', { name }).or(page.getByRole('button', { name }));
}

/**
 * Logs `email` in through the API and gives the browser context the cookies a login in the page
 * leaves (`access_token` for a day; the server's HttpOnly refresh cookie under /api/auth
 * and the page's `session_renewable` sign for renewal). For tests whose subject is
 * not the login itself; the login journey is in auth.spec.ts.
 */
export async function holdSessionOf(
  context: BrowserContext,
  email: string,
  { baseUrl: origin, password = DEMO_PASSWORD }: { baseUrl: string; password?: string },
): Promise<void> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`Logging ${email} in answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
  const day = 24 * 60 * 60;
  const now = Math.floor(Date.now() / 1000);
  await context.addCookies([
    {
      name: COOKIES.accessToken.name,
      value: data.accessToken,
      url: origin,
      expires: now + COOKIES.accessToken.maxAgeDays * day,
    },
    {
      name: COOKIES.refreshToken.name,
      value: data.refreshToken,
      domain: new URL(origin).hostname,
      path: COOKIES.refreshToken.path,
      httpOnly: true,
      sameSite: 'Strict',
      expires: now + COOKIES.refreshToken.maxAgeDays * day,
    },
    {
      name: COOKIES.sessionRenewable.name,
      value: '1',
      url: origin,
      sameSite: 'Strict',
      expires: now + COOKIES.sessionRenewable.maxAgeDays * day,
    },
  ]);
}

/** A PNG of the whole page (or only the viewport) in e2e/screenshots/<name>.png (gitignored), for people to look at. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}

/** Runs axe on the page as it is and fails on any serious or critical violation, naming each. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const targets = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `    ${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`,
        )
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${targets}`;
    })
    .join('\n');
  expect(
    serious.map((v) => `${v.impact} ${v.id}`),
    `axe found serious or critical violations on ${page.url()}:\n${report}`,
  ).toEqual([]);
}

/** Waits until the page's animations have finished (axe and screenshots read final colours). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}
