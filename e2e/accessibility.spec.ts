import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import {
  expectNoSeriousA11yViolations,
  useBrowser,
  visible,
  withPage,
  type ViewportName,
} from './support/browser';

/** axe-core on the pages a visitor reaches, at phone and desktop width: no serious or critical violation. */

const browser = useBrowser();

/** What must be on screen before the page is judged, so axe sees it complete. */
const shellReady = async (page: Page) => {
  await visible(page.getByText(MESSAGES.STRIP_LOG_IN, { exact: true }));
  await visible(page.getByRole('contentinfo'));
};

const cases: { path: string; viewport: ViewportName; ready: (page: Page) => Promise<unknown> }[] = [
  { path: ROUTES.home, viewport: 'phone', ready: shellReady },
  { path: ROUTES.home, viewport: 'desktop', ready: shellReady },
  { path: ROUTES.about, viewport: 'phone', ready: shellReady },
  { path: ROUTES.about, viewport: 'desktop', ready: shellReady },
  // The screens without the shell, once each.
  {
    path: '/admin-super',
    viewport: 'phone',
    ready: (page) => visible(page.getByText(MESSAGES.ACCESS_DENIED_TEXT, { exact: true })),
  },
  { path: ROUTES.login, viewport: 'phone', ready: (page) => visible(page.getByLabel(/password/i)) },
];

describe('accessibility (axe)', () => {
  it.each(cases)('$path on a $viewport', async ({ path, viewport, ready }) => {
    await withPage(browser(), path, { viewport }, async ({ page }) => {
      await ready(page);
      await expectNoSeriousA11yViolations(page);
    });
  });
});
