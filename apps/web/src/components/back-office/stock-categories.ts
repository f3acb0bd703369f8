import type { StockChangeCategory, StockMoveCause } from '@lumbung/contracts';

/** Stock journal categories in the store's words. */
export const STOCK_CATEGORY_LABELS: Record<StockChangeCategory, string> = {
  RESTOCK: 'Restock',
  SOLD: 'Sold',
  RETURNED: 'Returned',
  ADJUSTMENT: 'Adjustment',
  DAMAGED: 'Damaged',
  CANCELLED_ORDER: 'Cancelled order',
  EXPIRED: 'Expired',
};

/** What moved a journal entry. */
export const STOCK_CAUSE_LABELS: Record<StockMoveCause, string> = {
  ORDER: 'Order',
  CANCEL: 'Cancel',
  EXPIRY: 'Payment deadline',
  STOCK_JOURNAL: 'Stock journal',
};
