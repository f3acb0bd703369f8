import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './styles/mantine-storefront.css';
import './styles/global.css';
import { AppErrorBoundary } from './app/app-error-boundary';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { startI18n } from './i18n';
import { forgetLegacyRefreshToken } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

forgetLegacyRefreshToken();

/**
 * Resolves once the app's stylesheet applies. index.html loads it as media="print", so it does not
 * hold back the boot shell's first paint (vite.config.ts, nonBlockingAppCss); here it is switched
 * to media="all" as soon as it has loaded (the CSP allows no inline onload). The dev server injects
 * its styles itself and has no such link.
 */
function appStylesheet(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const apply = () => {
            link.media = 'all';
            resolve();
          };
          if (link.sheet) return apply();
          link.addEventListener('load', apply, { once: true });
          // A stylesheet that fails to load leaves the app unstyled, never blank.
          link.addEventListener('error', apply, { once: true });
        }),
    ),
  ).then(() => undefined);
}

// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser breathe between them, so a mid-range phone has no long task while the app starts.
// The texts of the first load download beside the stylesheet; a page whose catalogue could not
// come (a phone gone offline) still renders, and the next page tries again.
const texts = startI18n().catch(() => undefined);
void Promise.all([appStylesheet(), texts]).then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppErrorBoundary>
              <AppRoutes />
            </AppErrorBoundary>
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  }),
);
