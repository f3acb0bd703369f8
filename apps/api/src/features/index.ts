import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { profileRoutes } from './profile/profile.routes';
import { vouchersShopperRoutes } from './vouchers/vouchers.shopper.routes';
import { addressRoutes } from './addresses/addresses.routes';
import { locationRoutes } from './location/location.routes';
import { cartRoutes } from './cart/cart.routes';
import { storesStoreAdminRoutes } from './stores/stores.store-admin.routes';
import { mailRoutes } from './mail/mail.routes';
import { ordersRoutes } from './orders/orders.shopper.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { paymentsRoutes } from './payments/payments.shopper.routes';
import { inventoryRoutes } from './inventory/inventory.routes';
import { stockRoutes } from './stock/stock.routes';
import { storeOrdersRoutes } from './orders/orders.store-admin.routes';
import { paymentReviewRoutes } from './payments/payments.store-admin.routes';
import { discountsRoutes } from './discounts/discounts.routes';
import { salesRoutes } from './sales/sales.routes';
import { vouchersSuperAdminRoutes } from './vouchers/vouchers.super-admin.routes';
import { storesSuperAdminRoutes } from './stores/stores.super-admin.routes';
import { storeAdminsRoutes } from './store-admins/store-admins.routes';
import { allOrdersRoutes } from './orders/orders.super-admin.routes';
import { superPaymentRoutes } from './payments/payments.super-admin.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { usersRoutes } from './users/users.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { productsRoutes } from './products/products.routes';
import { refundsShopperRoutes } from './refunds/refunds.shopper.routes';
import { refundsStoreAdminRoutes } from './refunds/refunds.store-admin.routes';
import { refundsSuperAdminRoutes } from './refunds/refunds.super-admin.routes';

/** Every feature's routes, mounted under /api. A new feature adds one line here. */
export const featureRoutes: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  catalogueRoutes,
  profileRoutes,
  vouchersShopperRoutes,
  addressRoutes,
  locationRoutes,
  cartRoutes,
  storesStoreAdminRoutes,
  mailRoutes,
  ordersRoutes,
  checkoutRoutes,
  paymentsRoutes,
  inventoryRoutes,
  stockRoutes,
  storeOrdersRoutes,
  paymentReviewRoutes,
  discountsRoutes,
  salesRoutes,
  vouchersSuperAdminRoutes,
  storesSuperAdminRoutes,
  storeAdminsRoutes,
  allOrdersRoutes,
  superPaymentRoutes,
  dashboardRoutes,
  usersRoutes,
  categoriesRoutes,
  productsRoutes,
  refundsShopperRoutes,
  refundsStoreAdminRoutes,
  refundsSuperAdminRoutes,
];
