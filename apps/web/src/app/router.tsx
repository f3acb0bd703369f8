import { lazy, Suspense, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { loadNamespaces, useT, type Namespace } from '@/i18n';
import { NotFoundPage } from './routes/not-found-page';
import { HomePage } from './routes/storefront/home-page';
import { ProductDetailPage } from './routes/storefront/product-detail-page';
import { ProductsPage } from './routes/storefront/products-page';
import { AppShell } from './shell/app-shell';

/**
 * The storefront's first load carries only the Mantine styles the shelves use (styles/mantine-
 * storefront.css); every other page loads the whole layered sheet with its chunk (cached after).
 */
function withAllStyles<T>(page: Promise<T>, ...namespaces: Namespace[]): Promise<T> {
  // Component tests render without stylesheets (jsdom draws nothing) and with every text there.
  if (import.meta.env.MODE === 'test') return page;
  return Promise.all([import('@mantine/core/styles.layer.css'), page, loadNamespaces(...namespaces)]).then(
    ([, module]) => module,
  );
}

/** A shopper's page: its chunk, the whole stylesheet and the shopper's texts. */
function shopperPage<T>(page: Promise<T>): Promise<T> {
  return withAllStyles(page, 'shopper');
}

// The shelves (home, products, a product) are in the first load; the pages a shopper reaches from
// a link (account forms, about, policies) are chunks of their own, so the shelves paint sooner.
const LoginPage = lazy(() =>
  shopperPage(import('./routes/auth/login-page').then((m) => ({ default: m.LoginPage }))),
);
const RegisterPage = lazy(() =>
  shopperPage(import('./routes/auth/register-page').then((m) => ({ default: m.RegisterPage }))),
);
const VerifyEmailPage = lazy(() =>
  shopperPage(import('./routes/auth/verify-email-page').then((m) => ({ default: m.VerifyEmailPage }))),
);
const ForgotPasswordPage = lazy(() =>
  shopperPage(import('./routes/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage }))),
);
const ResetPasswordPage = lazy(() =>
  shopperPage(import('./routes/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage }))),
);
const ConfirmEmailPage = lazy(() =>
  shopperPage(import('./routes/auth/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage }))),
);
const CancelEmailChangePage = lazy(() =>
  shopperPage(
    import('./routes/auth/cancel-email-change-page').then((m) => ({ default: m.CancelEmailChangePage })),
  ),
);
const AboutPage = lazy(() =>
  withAllStyles(import('./routes/storefront/about-page').then((m) => ({ default: m.AboutPage }))),
);
const PrivacyPolicyPage = lazy(() =>
  withAllStyles(import('./routes/storefront/policy-pages').then((m) => ({ default: m.PrivacyPolicyPage }))),
);
const CookiePolicyPage = lazy(() =>
  withAllStyles(import('./routes/storefront/policy-pages').then((m) => ({ default: m.CookiePolicyPage }))),
);

// Back-office areas are separate chunks, fetched only once the route guard lets someone in.
const StoreAdminArea = lazy(() =>
  withAllStyles(import('./routes/store-admin/store-admin-area'), 'admin', 'shopper'),
);
const SuperAdminArea = lazy(() =>
  withAllStyles(import('./routes/super-admin/super-admin-area'), 'admin', 'shopper'),
);
const DevOutboxPage = lazy(() => shopperPage(import('./routes/auth/dev-outbox-page')));

// The checkout and the shopper's order pages are chunks of their own too: a visitor browsing the
// shelves never downloads them.
const CheckoutPage = lazy(() => shopperPage(import('./routes/checkout/checkout-page')));
const PaymentPage = lazy(() => shopperPage(import('./routes/checkout/payment-page')));
const OrdersPage = lazy(() => shopperPage(import('./routes/orders/orders-page')));
const OrderPage = lazy(() => shopperPage(import('./routes/orders/order-page')));
const PaymentHistoryPage = lazy(() => shopperPage(import('./routes/orders/payment-history-page')));
// The shopper's account pages, likewise.
const ProfileEditorPage = lazy(() => shopperPage(import('./routes/user/profile-editor-page')));
const AddressesPage = lazy(() => shopperPage(import('./routes/user/addresses-page')));
const VouchersPage = lazy(() => shopperPage(import('./routes/user/vouchers-page')));
/** The spinner of a page whose chunk is on its way. */
function PageLoader() {
  const t = useT();
  return (
    <Center mih="60vh">
      <Loader aria-label={t('shop.common.loading')} />
    </Center>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/** Every route of the web app (docs/product.md §2), below the shell and the route guard; paths from ROUTES. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: ROUTES.products, element: <ProductsPage /> },
      { path: ROUTES.product.pattern, element: <ProductDetailPage /> },
      {
        path: ROUTES.about,
        element: (
          <Lazy>
            <AboutPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.privacyPolicy,
        element: (
          <Lazy>
            <PrivacyPolicyPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.cookiePolicy,
        element: (
          <Lazy>
            <CookiePolicyPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.login,
        element: (
          <Lazy>
            <LoginPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.register,
        element: (
          <Lazy>
            <RegisterPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.verifyEmail,
        element: (
          <Lazy>
            <VerifyEmailPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.forgotPassword,
        element: (
          <Lazy>
            <ForgotPasswordPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.resetPassword,
        element: (
          <Lazy>
            <ResetPasswordPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.confirmEmail,
        element: (
          <Lazy>
            <ConfirmEmailPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.cancelEmailChange,
        element: (
          <Lazy>
            <CancelEmailChangePage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.devOutbox,
        element: (
          <Lazy>
            <DevOutboxPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.profile,
        element: (
          <Lazy>
            <ProfileEditorPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.addresses,
        element: (
          <Lazy>
            <AddressesPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.vouchers,
        element: (
          <Lazy>
            <VouchersPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.orders,
        element: (
          <Lazy>
            <OrdersPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.order.pattern,
        element: (
          <Lazy>
            <OrderPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.paymentHistory,
        element: (
          <Lazy>
            <PaymentHistoryPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.checkoutPayment,
        element: (
          <Lazy>
            <PaymentPage />
          </Lazy>
        ),
      },
      {
        path: ROUTES.checkout.pattern,
        element: (
          <Lazy>
            <CheckoutPage />
          </Lazy>
        ),
      },
      {
        path: `${ROUTES.storeAdmin}/*`,
        element: (
          <Lazy>
            <StoreAdminArea />
          </Lazy>
        ),
      },
      {
        path: `${ROUTES.superAdmin}/*`,
        element: (
          <Lazy>
            <SuperAdminArea />
          </Lazy>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The page for the browser's address, inside main.tsx's `<BrowserRouter>`: the declarative router,
 * not the data router (createBrowserRouter), which the app had no loaders or actions for and which
 * was 17 KB of the first load. Tests render the same `routes` in a memory data router.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
