import { lazy, Suspense, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from './routes/not-found-page';
import { ForgotPasswordPage } from './routes/auth/forgot-password-page';
import { LoginPage } from './routes/auth/login-page';
import { RegisterPage } from './routes/auth/register-page';
import { ResetPasswordPage } from './routes/auth/reset-password-page';
import { VerifyEmailPage } from './routes/auth/verify-email-page';
import { CheckoutPage } from './routes/checkout/checkout-page';
import { PaymentPage } from './routes/checkout/payment-page';
import { AboutPage } from './routes/storefront/about-page';
import { HomePage } from './routes/storefront/home-page';
import { CookiePolicyPage, PrivacyPolicyPage } from './routes/storefront/policy-pages';
import { ProductDetailPage } from './routes/storefront/product-detail-page';
import { ProductsPage } from './routes/storefront/products-page';
import { ProfileEditorPage } from './routes/user/profile-editor-page';
import { AppShell } from './shell/app-shell';

// Back-office areas are separate chunks, fetched only once the route guard lets someone in.
const StoreAdminArea = lazy(() => import('./routes/store-admin/store-admin-area'));
const SuperAdminArea = lazy(() => import('./routes/super-admin/super-admin-area'));
const DevOutboxPage = lazy(() => import('./routes/auth/dev-outbox-page'));

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

/** Every route of the web app (SPEC §2), below the shell and the route guard. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products-page', element: <ProductsPage /> },
      { path: 'products-page/:inventoryId', element: <ProductDetailPage /> },
      { path: 'about-page', element: <AboutPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'cookie-policy', element: <CookiePolicyPage /> },
      { path: 'auth/login-page', element: <LoginPage /> },
      { path: 'auth/register-page', element: <RegisterPage /> },
      { path: 'auth/verify-email', element: <VerifyEmailPage /> },
      { path: 'auth/forgot-password-page', element: <ForgotPasswordPage /> },
      { path: 'auth/reset-password-page', element: <ResetPasswordPage /> },
      {
        path: 'dev/outbox',
        element: (
          <Lazy>
            <DevOutboxPage />
          </Lazy>
        ),
      },
      { path: 'user/profile-editor', element: <ProfileEditorPage /> },
      { path: 'checkout/payment', element: <PaymentPage /> },
      { path: 'checkout/:orderId', element: <CheckoutPage /> },
      {
        path: 'admin-store/*',
        element: (
          <Lazy>
            <StoreAdminArea />
          </Lazy>
        ),
      },
      {
        path: 'admin-super/*',
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
