import { ROUTES } from '@lumbung/contracts';

/** One order of the store: /admin-store/orders/{orderId}. */
export const storeOrderPath = (orderId: number) => `${ROUTES.storeAdminPages.orders}/${orderId}`;

/** One discount of the store: /admin-store/discounts/{discountId}. */
export const storeDiscountPath = (discountId: number) => `${ROUTES.storeAdminPages.discounts}/${discountId}`;
