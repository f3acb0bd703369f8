import { lazy, Suspense, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { NotFoundPage } from './routes/not-found-page';
import { ConfirmEmailPage } from './routes/auth/confirm-email-page';
import { ForgotPasswordPage } from './routes/auth/forgot-password-page';
import { LoginPage } from './routes/auth/login-page';
import { RegisterPage } from './routes/auth/register-page';
import { ResetPasswordPage } from './routes/auth/reset-password-page';
import { VerifyEmailPage } from './routes/auth/verify-email-page';
import { AboutPage } from './routes/storefront/about-page';
import { HomePage } from './routes/storefront/home-page';
import { CookiePolicyPage, PrivacyPolicyPage } from './routes/storefront/policy-pages';
import { ProductDetailPage } from './routes/storefront/product-detail-page';
import { ProductsPage } from './routes/storefront/products-page';
import { AppShell } from './shell/app-shell';

// Back-office areas are separate chunks, fetched only once the route guard lets someone in.
const StoreAdminArea = lazy(() => import('./routes/store-admin/store-admin-area'));
const SuperAdminArea = lazy(() => import('./routes/super-admin/super-admin-area'));
const DevOutboxPage = lazy(() => import('./routes/auth/dev-outbox-page'));

// The checkout and the shopper's order pages are chunks of their own too: a visitor browsing the
// shelves never downloads them.
const CheckoutPage = lazy(() => import('./routes/checkout/checkout-page'));
const PaymentPage = lazy(() => import('./routes/checkout/payment-page'));
const OrdersPage = lazy(() => import('./routes/orders/orders-page'));
const OrderPage = lazy(() => import('./routes/orders/order-page'));
const PaymentHistoryPage = lazy(() => import('./routes/orders/payment-history-page'));
// The shopper's account pages (issue 11), likewise.
const ProfileEditorPage = lazy(() => import('./routes/user/profile-editor-page'));
const AddressesPage = lazy(() => import('./routes/user/addresses-page'));
const VouchersPage = lazy(() => import('./routes/user/vouchers-page'));
function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih="60vh">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** Every route of the web app (SPEC §2), below the shell and the route guard; paths from ROUTES. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: ROUTES.products, element: <ProductsPage /> },
      { path: ROUTES.product.pattern, element: <ProductDetailPage /> },
      { path: ROUTES.about, element: <AboutPage /> },
      { path: ROUTES.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: ROUTES.cookiePolicy, element: <CookiePolicyPage /> },
      { path: ROUTES.login, element: <LoginPage /> },
      { path: ROUTES.register, element: <RegisterPage /> },
      { path: ROUTES.verifyEmail, element: <VerifyEmailPage /> },
      { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
      { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
      { path: ROUTES.confirmEmail, element: <ConfirmEmailPage /> },
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

export function createAppRouter() {
  return createBrowserRouter(routes);
}
