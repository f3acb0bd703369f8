import type { ORDER_STATUSES } from './constants';
import type { Locale } from './locale';

type OrderStatusValue = (typeof ORDER_STATUSES)[number];

/**
 * One glossary of an order's states for everything a shopper reads (mails, pages): the words a
 * shopper uses, not the system's names.
 */
export const ORDER_STATUS_NAMES: Record<Locale, Record<OrderStatusValue, string>> = {
  en: {
    AWAITING_PAYMENT: 'Waiting for payment',
    AWAITING_CONFIRMATION: 'Payment being checked',
    PROCESSING: 'Packing',
    SHIPPED: 'On the way',
    CONFIRMED: 'Done',
    CANCELLED: 'Cancelled',
  },
  id: {
    AWAITING_PAYMENT: 'Menunggu pembayaran',
    AWAITING_CONFIRMATION: 'Pembayaran dicek',
    PROCESSING: 'Dikemas',
    SHIPPED: 'Dalam perjalanan',
    CONFIRMED: 'Selesai',
    CANCELLED: 'Dibatalkan',
  },
};
