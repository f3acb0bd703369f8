import { Alert, Center, Loader } from '@mantine/core';
import {
  IconChartBar,
  IconHistory,
  IconPackages,
  IconReceipt2,
  IconReceiptRefund,
  IconRosetteDiscount,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { useAdminProfile, useAssignedStore } from '@/features/stores';
import { useT, type MessageId } from '@/i18n';
import { useSession } from '@/lib/session';
import { NotFoundPage } from '../not-found-page';
import { pathUnder, type BackOfficeSection } from '../back-office/back-office';
import { BackOfficeLayout } from '../back-office/back-office-layout';
import { Dashboard, SectionPage } from '../back-office/section-pages';
import { AssignedStoreCard } from './assigned-store-card';
import { storeDiscountPath, storeOrderPath } from './store-admin-paths';
import { StoreScoped } from './store-scoped';

const BASE = ROUTES.storeAdmin;

type SectionIds = Omit<BackOfficeSection, 'label' | 'description' | 'emptyTitle'> & {
  label: MessageId;
  description: MessageId;
  emptyTitle: MessageId;
};

/**
 * The store admin's pages (docs/product.md §1); all of them deal with the one assigned store. Texts
 * are message ids: useStoreAdminSections() gives them in the language shown.
 */
export const STORE_ADMIN_SECTIONS: readonly SectionIds[] = [
  {
    path: ROUTES.storeAdminPages.orders,
    label: 'store-admin.section.orders',
    icon: IconTruckDelivery,
    description: 'store-admin.section.ordersText',
    emptyTitle: 'store-admin.section.ordersEmpty',
  },
  {
    path: ROUTES.storeAdminPages.payments,
    label: 'store-admin.section.payments',
    icon: IconReceipt2,
    description: 'store-admin.section.paymentsText',
    emptyTitle: 'store-admin.section.paymentsEmpty',
  },
  {
    path: ROUTES.storeAdminPages.refunds,
    label: 'refunds.section.label',
    icon: IconReceiptRefund,
    description: 'refunds.section.text',
    emptyTitle: 'refunds.queue.empty.OWED',
  },
  {
    path: ROUTES.storeAdminPages.inventory,
    label: 'store-admin.section.inventory',
    icon: IconPackages,
    description: 'store-admin.section.inventoryText',
    emptyTitle: 'store-admin.section.inventoryEmpty',
  },
  {
    path: ROUTES.storeAdminPages.stockHistory,
    label: 'store-admin.section.stockHistory',
    icon: IconHistory,
    description: 'store-admin.section.stockHistoryText',
    emptyTitle: 'store-admin.section.stockHistoryEmpty',
  },
  {
    path: ROUTES.storeAdminPages.discounts,
    label: 'store-admin.section.discounts',
    icon: IconRosetteDiscount,
    description: 'store-admin.section.discountsText',
    emptyTitle: 'store-admin.section.discountsEmpty',
  },
  {
    path: ROUTES.storeAdminPages.sales,
    label: 'store-admin.section.sales',
    icon: IconChartBar,
    description: 'store-admin.section.salesText',
    emptyTitle: 'store-admin.section.salesEmpty',
  },
];

/** The sections in the language shown (made on each render: the language may have changed). */
function useStoreAdminSections(): readonly BackOfficeSection[] {
  const t = useT();
  return STORE_ADMIN_SECTIONS.map((section) => ({
    ...section,
    label: t(section.label),
    description: t(section.description),
    emptyTitle: t(section.emptyTitle),
  }));
}

type PageProps = { storeId: number; areaLabel: string };

// Each page is a chunk of its own: the charts of the sales page are not fetched for the inventory.
const PAGES: Partial<Record<string, LazyExoticComponent<ComponentType<PageProps>>>> = {
  [ROUTES.storeAdminPages.inventory]: lazy(() => import('./pages/inventory-page')),
  [ROUTES.storeAdminPages.stockHistory]: lazy(() => import('./pages/stock-history-page')),
  [ROUTES.storeAdminPages.orders]: lazy(() => import('./pages/orders-page')),
  [ROUTES.storeAdminPages.payments]: lazy(() => import('./pages/payments-page')),
  [ROUTES.storeAdminPages.refunds]: lazy(() => import('./pages/refunds-page')),
  [ROUTES.storeAdminPages.discounts]: lazy(() => import('./pages/discounts-page')),
  [ROUTES.storeAdminPages.sales]: lazy(() => import('./pages/sales-page')),
};

// The dashboard's figures carry the charts: a chunk of their own too.
const StoreDashboard = lazy(() => import('./store-dashboard').then((m) => ({ default: m.StoreDashboard })));

/** Detail pages below a section: /admin-store/orders/{orderId}, /admin-store/discounts/{id}. */
const DETAIL_PAGES: {
  path: string;
  title: MessageId;
  page: LazyExoticComponent<ComponentType<PageProps>>;
}[] = [
  {
    path: storeOrderPath(':orderId'),
    title: 'store-admin.detail.order',
    page: lazy(() => import('./pages/order-page')),
  },
  {
    path: storeDiscountPath(':discountId'),
    title: 'store-admin.detail.discount',
    page: lazy(() => import('./pages/discount-page')),
  },
];

function Loading() {
  const t = useT();
  return (
    <Center mih="40vh">
      <Loader aria-label={t('store-admin.common.loading')} />
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
  const t = useT();
  const area = t('store-admin.area');
  const sections = useStoreAdminSections();
  const { claims } = useSession();
  const unverified = claims?.is_verified === false;
  const identity = useIdentity(claims?.role === 'STORE_ADMIN' && !unverified);

  const scoped = (title: string, Page: LazyExoticComponent<ComponentType<PageProps>>) => (
    <StoreScoped title={title} areaLabel={area}>
      {(storeId) => (
        <Suspense fallback={<Loading />}>
          <Page storeId={storeId} areaLabel={area} />
        </Suspense>
      )}
    </StoreScoped>
  );

  return (
    <Routes>
      <Route
        element={
          <BackOfficeLayout
            areaLabel={area}
            basePath={BASE}
            sections={sections}
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
                <Alert color="turmeric" variant="light" mb="xl" title={t('store-admin.unverified.title')}>
                  {t('store-admin.unverified.text')}
                </Alert>
              ) : null}
              <Dashboard
                title={t('store-admin.dashboard.title')}
                areaLabel={area}
                intro={t('store-admin.dashboard.intro')}
                sections={sections}
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
        {sections.map((section) => {
          const Page = PAGES[section.path];
          return (
            <Route
              key={section.path}
              path={pathUnder(BASE, section.path)}
              element={
                Page ? (
                  scoped(section.label, Page)
                ) : (
                  <StoreScoped title={section.label} areaLabel={area}>
                    {() => <SectionPage section={section} areaLabel={area} />}
                  </StoreScoped>
                )
              }
            />
          );
        })}
        {DETAIL_PAGES.map(({ path, title, page }) => (
          <Route key={path} path={pathUnder(BASE, path)} element={scoped(t(title), page)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
