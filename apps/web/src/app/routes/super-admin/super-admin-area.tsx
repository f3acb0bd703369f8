import {
  IconBuildingStore,
  IconCategory,
  IconChartBar,
  IconHistory,
  IconPackage,
  IconTicket,
  IconTruckDelivery,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
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

const AREA = 'Super admin';
const BASE = ROUTES.superAdmin;

/** The super admin's pages (docs/product.md §1): everything, across all stores. */
export const SUPER_ADMIN_SECTIONS: readonly BackOfficeSection[] = [
  {
    path: ROUTES.superAdminPages.users,
    label: 'Users',
    icon: IconUsers,
    description: 'Every account, filtered by role.',
    emptyTitle: 'No users to show',
  },
  {
    path: ROUTES.superAdminPages.stores,
    label: 'Stores',
    icon: IconBuildingStore,
    description: 'Physical stores: name, location and city.',
    emptyTitle: 'No stores yet',
  },
  {
    path: ROUTES.superAdminPages.storeAdmins,
    label: 'Store admins',
    icon: IconUserShield,
    description: 'Register store admins and assign each one to a store.',
    emptyTitle: 'No store admins yet',
  },
  {
    path: ROUTES.superAdminPages.products,
    label: 'Products',
    icon: IconPackage,
    description: 'The product catalogue shared by all stores, with pictures and prices.',
    emptyTitle: 'No products yet',
  },
  {
    path: ROUTES.superAdminPages.categories,
    label: 'Categories',
    icon: IconCategory,
    description: 'Product categories shoppers browse by.',
    emptyTitle: 'No categories yet',
  },
  {
    path: ROUTES.superAdminPages.vouchers,
    label: 'Vouchers',
    icon: IconTicket,
    description: 'Product, cart and shipping vouchers, and gifting them by e-mail.',
    emptyTitle: 'No vouchers yet',
  },
  {
    path: ROUTES.superAdminPages.orders,
    label: 'Orders',
    icon: IconTruckDelivery,
    description: 'Orders of every store, with their payments.',
    emptyTitle: 'No orders yet',
  },
  {
    path: ROUTES.superAdminPages.stock,
    label: 'Stock',
    icon: IconHistory,
    description: 'Stock changes across all stores.',
    emptyTitle: 'No stock changes recorded yet',
  },
  {
    path: ROUTES.superAdminPages.sales,
    label: 'Sales reports',
    icon: IconChartBar,
    description: 'Sales across stores, by product and by category.',
    emptyTitle: 'No sales recorded yet',
  },
];

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
  [ROUTES.superAdminPages.stock]: <SuperStockPage />,
  [ROUTES.superAdminPages.sales]: <SuperSalesPage />,
};

/** Everything under /admin-super; loaded on demand so the storefront bundle does not carry it. */
export default function SuperAdminArea() {
  return (
    <Routes>
      <Route element={<BackOfficeLayout areaLabel={AREA} basePath={BASE} sections={SUPER_ADMIN_SECTIONS} />}>
        <Route index element={<SuperDashboardPage sections={SUPER_ADMIN_SECTIONS} />} />
        {SUPER_ADMIN_SECTIONS.filter((section) => !(section.path in PAGES)).map((section) => (
          <Route
            key={section.path}
            path={pathUnder(BASE, section.path)}
            element={<SectionPage section={section} areaLabel={AREA} />}
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
