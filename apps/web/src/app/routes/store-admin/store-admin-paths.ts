import { ROUTES } from '@lumbung/contracts';

/** One order of the store: /admin-store/orders/{orderId}. */
export const storeOrderPath = (orderId: number | string) => `${ROUTES.storeAdminPages.orders}/${orderId}`;

/** One discount of the store: /admin-store/discounts/{discountId}. */
export const storeDiscountPath = (discountId: number | string) =>
  `${ROUTES.storeAdminPages.discounts}/${discountId}`;
