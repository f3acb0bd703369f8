import type { StockChangeCategory, StockMoveCause } from '@lumbung/contracts';
import type { MessageId } from '@/i18n';

/** Stock journal categories in the store's words (message ids: shown with t()). */
export const STOCK_CATEGORY_LABELS: Record<StockChangeCategory, MessageId> = {
  RESTOCK: 'back-office.stockCategory.restock',
  SOLD: 'back-office.stockCategory.sold',
  RETURNED: 'back-office.stockCategory.returned',
  ADJUSTMENT: 'back-office.stockCategory.adjustment',
  DAMAGED: 'back-office.stockCategory.damaged',
  CANCELLED_ORDER: 'back-office.stockCategory.cancelledOrder',
  EXPIRED: 'back-office.stockCategory.expired',
};

/** What moved a journal entry (message ids: shown with t()). */
export const STOCK_CAUSE_LABELS: Record<StockMoveCause, MessageId> = {
  ORDER: 'back-office.stockCause.order',
  CANCEL: 'back-office.stockCause.cancel',
  EXPIRY: 'back-office.stockCause.expiry',
  STOCK_JOURNAL: 'back-office.stockCause.stockJournal',
  PACKING: 'back-office.stockCause.packing',
};
