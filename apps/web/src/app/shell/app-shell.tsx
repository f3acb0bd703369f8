import { Outlet, useLocation } from 'react-router';
import { AccessDenied } from '@/components/ui/access-denied';
import { GlobalBanners } from '@/components/ui/global-banners';
import { CartDrawer, CartProvider } from '@/features/cart';
import { useT } from '@/i18n';
import { RouteGuard } from '../guards/route-guard';
import { BareLayout } from './bare-layout';
import { shouldShowChrome } from './chrome';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { NoStoreNotice } from './no-store-notice';
import { ScrollRestoration } from './scroll-restoration';
import { TopStrip } from './top-strip';
import classes from './shell.module.css';

/**
 * The root layout: the strip, navigation bar and footer around storefront pages, none of them
 * around /admin, /auth and /checkout/payment (docs/product.md §2). Every page passes the route guard.
 */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollRestoration />
      {shouldShowChrome(pathname) ? <ShellWithChrome /> : <BareShell />}
    </>
  );
}

/** /admin, /auth and /checkout/payment: the page alone, behind the skip link and the guard. */
function BareShell() {
  const t = useT();
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('shop.skipToContent')}
      </a>
      <RouteGuard
        denied={
          <BareLayout>
            <AccessDenied />
          </BareLayout>
        }
      >
        <Outlet />
      </RouteGuard>
    </>
  );
}

/** Storefront pages: the strip, the navigation bar, the footer and the cart drawer around them. */
function ShellWithChrome() {
  const t = useT();
  return (
    <CartProvider>
      <div className={classes.shell} data-testid="app-shell">
        <a href="#main-content" className={classes.skipLink}>
          {t('shop.skipToContent')}
        </a>
        <header className={classes.header}>
          <TopStrip />
          <Navbar />
        </header>
        <main id="main-content" tabIndex={-1} className={classes.main}>
          <GlobalBanners />
          <NoStoreNotice />
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </main>
        <Footer />
        <CartDrawer />
      </div>
    </CartProvider>
  );
}
