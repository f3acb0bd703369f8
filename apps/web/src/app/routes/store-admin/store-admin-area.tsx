import { Alert, Center, Loader } from '@mantine/core';
import {
  IconChartBar,
  IconHistory,
  IconPackages,
  IconReceipt2,
  IconRosetteDiscount,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { useAdminProfile, useAssignedStore } from '@/features/stores';
import { useSession } from '@/lib/session';
import { NotFoundPage } from '../not-found-page';
import { pathUnder, type BackOfficeSection } from '../back-office/back-office';
import { BackOfficeLayout } from '../back-office/back-office-layout';
import { Dashboard, SectionPage } from '../back-office/section-pages';
import { AssignedStoreCard } from './assigned-store-card';
import { storeDiscountPath, storeOrderPath } from './store-admin-paths';
import { StoreScoped } from './store-scoped';

const AREA = 'Store admin';
const BASE = ROUTES.storeAdmin;

/** The store admin's pages (docs/product.md §1); all of them deal with the one assigned store. */
export const STORE_ADMIN_SECTIONS: readonly BackOfficeSection[] = [
  {
    path: ROUTES.storeAdminPages.orders,
    label: 'Orders',
    icon: IconTruckDelivery,
    description: 'Orders placed at your store: check them and send them on their way.',
    emptyTitle: 'No orders yet for this store',
  },
  {
    path: ROUTES.storeAdminPages.payments,
    label: 'Payments',
    icon: IconReceipt2,
    description: 'Proofs of transfer and virtual-account payments to confirm or reject.',
    emptyTitle: 'No payments to review',
  },
  {
    path: ROUTES.storeAdminPages.inventory,
    label: 'Inventory',
    icon: IconPackages,
    description: 'Stock of every product on your shelves, changed through stock journals.',
    emptyTitle: 'No inventory yet in this store',
  },
  {
    path: ROUTES.storeAdminPages.stockHistory,
    label: 'Stock history',
    icon: IconHistory,
    description: 'Every stock change of your store: restocks, sales, returns and adjustments.',
    emptyTitle: 'No stock changes recorded yet',
  },
  {
    path: ROUTES.storeAdminPages.discounts,
    label: 'Discounts',
    icon: IconRosetteDiscount,
    description: 'Percentage, nominal and buy-one-get-one discounts of your store.',
    emptyTitle: 'No discounts yet in this store',
  },
  {
    path: ROUTES.storeAdminPages.sales,
    label: 'Sales reports',
    icon: IconChartBar,
    description: 'Monthly sales of your store, by product and by category.',
    emptyTitle: 'No sales recorded yet',
  },
];

type PageProps = { storeId: number; areaLabel: string };

// Each page is a chunk of its own: the charts of the sales page are not fetched for the inventory.
const PAGES: Partial<Record<string, LazyExoticComponent<ComponentType<PageProps>>>> = {
  [ROUTES.storeAdminPages.inventory]: lazy(() => import('./pages/inventory-page')),
  [ROUTES.storeAdminPages.stockHistory]: lazy(() => import('./pages/stock-history-page')),
  [ROUTES.storeAdminPages.orders]: lazy(() => import('./pages/orders-page')),
  [ROUTES.storeAdminPages.payments]: lazy(() => import('./pages/payments-page')),
  [ROUTES.storeAdminPages.discounts]: lazy(() => import('./pages/discounts-page')),
  [ROUTES.storeAdminPages.sales]: lazy(() => import('./pages/sales-page')),
};

// The dashboard's figures carry the charts: a chunk of their own too.
const StoreDashboard = lazy(() => import('./store-dashboard').then((m) => ({ default: m.StoreDashboard })));

/** Detail pages below a section: /admin-store/orders/{orderId}, /admin-store/discounts/{id}. */
const DETAIL_PAGES: { path: string; title: string; page: LazyExoticComponent<ComponentType<PageProps>> }[] = [
  { path: storeOrderPath(':orderId'), title: 'Order', page: lazy(() => import('./pages/order-page')) },
  {
    path: storeDiscountPath(':discountId'),
    title: 'Discount',
    page: lazy(() => import('./pages/discount-page')),
  },
];

function Loading() {
  return (
    <Center mih="40vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** The store's and the admin's names for the header; the dashboard card keeps the store cookie. */
function useIdentity(enabled: boolean) {
  const { claims } = useSession();
  const userId = enabled && claims ? claims.id : null;
  const store = useAssignedStore(userId);
  const admin = useAdminProfile(userId);
  return { storeName: store.data?.data.store_name ?? null, adminName: admin.data?.data.username ?? null };
}

/** Everything under /admin-store; loaded on demand so the storefront bundle does not carry it. */
export default function StoreAdminArea() {
  const { claims } = useSession();
  const unverified = claims?.is_verified === false;
  const identity = useIdentity(claims?.role === 'STORE_ADMIN' && !unverified);

  const scoped = (title: string, Page: LazyExoticComponent<ComponentType<PageProps>>) => (
    <StoreScoped title={title} areaLabel={AREA}>
      {(storeId) => (
        <Suspense fallback={<Loading />}>
          <Page storeId={storeId} areaLabel={AREA} />
        </Suspense>
      )}
    </StoreScoped>
  );

  return (
    <Routes>
      <Route
        element={
          <BackOfficeLayout
            areaLabel={AREA}
            basePath={BASE}
            sections={STORE_ADMIN_SECTIONS}
            sectionsLocked={unverified}
            storeName={identity.storeName}
            adminName={identity.adminName}
          />
        }
      >
        <Route
          index
          element={
            <>
              {unverified ? (
                <Alert color="turmeric" variant="light" mb="xl" title="Verify your e-mail address">
                  Your account is not verified yet. Once it is, your store&apos;s orders, inventory and the
                  other pages below open for you.
                </Alert>
              ) : null}
              <Dashboard
                title="Store dashboard"
                areaLabel={AREA}
                intro="Run your store: orders, stock, discounts and sales."
                sections={STORE_ADMIN_SECTIONS}
                locked={unverified}
                summary={
                  <>
                    <AssignedStoreCard />
                    {unverified ? null : (
                      <Suspense fallback={<Loading />}>
                        <StoreDashboard />
                      </Suspense>
                    )}
                  </>
                }
              />
            </>
          }
        />
        {STORE_ADMIN_SECTIONS.map((section) => {
          const Page = PAGES[section.path];
          return (
            <Route
              key={section.path}
              path={pathUnder(BASE, section.path)}
              element={
                Page ? (
                  scoped(section.label, Page)
                ) : (
                  <StoreScoped title={section.label} areaLabel={AREA}>
                    {() => <SectionPage section={section} areaLabel={AREA} />}
                  </StoreScoped>
                )
              }
            />
          );
        })}
        {DETAIL_PAGES.map(({ path, title, page }) => (
          <Route key={path} path={pathUnder(BASE, path)} element={scoped(title, page)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
