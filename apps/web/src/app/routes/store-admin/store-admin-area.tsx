import { Alert } from '@mantine/core';
import {
  IconChartBar,
  IconHistory,
  IconPackages,
  IconReceipt2,
  IconRosetteDiscount,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { useSession } from '@/lib/session';
import { NotFoundPage } from '../not-found-page';
import { pathUnder, type BackOfficeSection } from '../back-office/back-office';
import { BackOfficeLayout } from '../back-office/back-office-layout';
import { Dashboard, SectionPage } from '../back-office/section-pages';
import { AssignedStoreCard } from './assigned-store-card';
import { StoreScoped } from './store-scoped';

const AREA = 'Store admin';
const BASE = ROUTES.storeAdmin;

/** The store admin's pages (SPEC §1); all of them deal with the one assigned store. */
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

/** Everything under /admin-store; loaded on demand so the storefront bundle does not carry it. */
export default function StoreAdminArea() {
  const { claims } = useSession();
  const unverified = claims?.is_verified === false;

  return (
    <Routes>
      <Route
        element={
          <BackOfficeLayout
            areaLabel={AREA}
            basePath={BASE}
            sections={STORE_ADMIN_SECTIONS}
            sectionsLocked={unverified}
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
                summary={<AssignedStoreCard />}
              />
            </>
          }
        />
        {STORE_ADMIN_SECTIONS.map((section) => (
          <Route
            key={section.path}
            path={pathUnder(BASE, section.path)}
            element={
              <StoreScoped title={section.label} areaLabel={AREA}>
                {() => <SectionPage section={section} areaLabel={AREA} />}
              </StoreScoped>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
