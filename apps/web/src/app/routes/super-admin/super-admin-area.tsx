import {
  IconBuildingStore,
  IconCategory,
  IconChartBar,
  IconHistory,
  IconPackage,
  IconReceiptRefund,
  IconTicket,
  IconTruckDelivery,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { NotFoundPage } from '../not-found-page';
import { pathUnder, type BackOfficeSection } from '../back-office/back-office';
import { BackOfficeLayout } from '../back-office/back-office-layout';
import { SectionPage } from '../back-office/section-pages';
import { StoreAdminsPage } from './pages/store-admins-page';
import { StoresPage } from './pages/stores-page';
import SuperDashboardPage from './pages/dashboard-page';
import SuperOrderPage from './pages/order-page';
import SuperOrdersPage from './pages/orders-page';
import SuperSalesPage from './pages/sales-page';
import SuperStockPage from './pages/stock-page';
import { VouchersPage } from './pages/vouchers-page';
import { UsersPage } from './pages/users-page';
import { CategoriesPage } from './pages/categories-page';
import { ProductsPage } from './pages/products-page';
import { ProductPage } from './pages/product-page';

const BASE = ROUTES.superAdmin;

// A chunk of its own: the refund list it shares with the store's queue is not part of the area's
// first download (nor listed in the storefront's first load).
const SuperRefundsPage = lazy(() => import('./pages/refunds-page'));

function RefundsPage() {
  const t = useT();
  return (
    <Suspense
      fallback={
        <Center mih="40vh">
          <Loader aria-label={t('refunds.queue.loading')} />
        </Center>
      }
    >
      <SuperRefundsPage />
    </Suspense>
  );
}

/**
 * The super admin's pages (docs/product.md §1): everything, across all stores. Each one's menu
 * label, description and empty state are the catalogue's `super-admin.section.<name>.*`.
 */
export const SUPER_ADMIN_SECTIONS = [
  { path: ROUTES.superAdminPages.users, name: 'users', icon: IconUsers },
  { path: ROUTES.superAdminPages.stores, name: 'stores', icon: IconBuildingStore },
  { path: ROUTES.superAdminPages.storeAdmins, name: 'storeAdmins', icon: IconUserShield },
  { path: ROUTES.superAdminPages.products, name: 'products', icon: IconPackage },
  { path: ROUTES.superAdminPages.categories, name: 'categories', icon: IconCategory },
  { path: ROUTES.superAdminPages.vouchers, name: 'vouchers', icon: IconTicket },
  { path: ROUTES.superAdminPages.orders, name: 'orders', icon: IconTruckDelivery },
  { path: ROUTES.superAdminPages.refunds, name: 'refunds', icon: IconReceiptRefund },
  { path: ROUTES.superAdminPages.stock, name: 'stock', icon: IconHistory },
  { path: ROUTES.superAdminPages.sales, name: 'sales', icon: IconChartBar },
] as const;

/** The sections with their texts in the language shown, made at each render so a new language shows at once. */
function useSections(): BackOfficeSection[] {
  const t = useT();
  return SUPER_ADMIN_SECTIONS.map(({ path, name, icon }) => ({
    path,
    icon,
    label: t(`super-admin.section.${name}.label`),
    description: t(`super-admin.section.${name}.description`),
    emptyTitle: t(`super-admin.section.${name}.empty`),
  }));
}

/**
 * The page of each section, by path under /admin-super (an entry per line; a section without one
 * shows its SectionPage). Sub-pages (a product's detail, an order) are listed here too.
 */
const PAGES: Record<string, ReactNode> = {
  [ROUTES.superAdminPages.users]: <UsersPage />,
  [ROUTES.superAdminPages.categories]: <CategoriesPage />,
  [ROUTES.superAdminPages.products]: <ProductsPage />,
  [ROUTES.superAdminProduct.pattern]: <ProductPage />,
  [ROUTES.superAdminPages.vouchers]: <VouchersPage />,
  [ROUTES.superAdminPages.stores]: <StoresPage />,
  [ROUTES.superAdminPages.storeAdmins]: <StoreAdminsPage />,
  [ROUTES.superAdminPages.orders]: <SuperOrdersPage />,
  [ROUTES.superAdminOrder.pattern]: <SuperOrderPage />,
  [ROUTES.superAdminPages.refunds]: <RefundsPage />,
  [ROUTES.superAdminPages.stock]: <SuperStockPage />,
  [ROUTES.superAdminPages.sales]: <SuperSalesPage />,
};

/** Everything under /admin-super; loaded on demand so the storefront bundle does not carry it. */
export default function SuperAdminArea() {
  const t = useT();
  const sections = useSections();
  const area = t('super-admin.area');
  return (
    <Routes>
      <Route element={<BackOfficeLayout areaLabel={area} basePath={BASE} sections={sections} />}>
        <Route index element={<SuperDashboardPage sections={sections} />} />
        {sections
          .filter((section) => !(section.path in PAGES))
          .map((section) => (
            <Route
              key={section.path}
              path={pathUnder(BASE, section.path)}
              element={<SectionPage section={section} areaLabel={area} />}
            />
          ))}
        {Object.entries(PAGES).map(([path, page]) => (
          <Route key={path} path={pathUnder(BASE, path)} element={page} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
