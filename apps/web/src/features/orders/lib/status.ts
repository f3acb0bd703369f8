import type { OrderActor, OrderHistoryEntry, OrderStatus } from '@lumbung/contracts';

/** An order's status in the shopper's words. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  AWAITING_CONFIRMATION: 'Awaiting confirmation',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  CONFIRMED: 'Received',
  CANCELLED: 'Cancelled',
};

/** Badge colours (the light background) and their text, kept above 4.5:1 on that background. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'orange',
  AWAITING_CONFIRMATION: 'blue',
  PROCESSING: 'violet',
  SHIPPED: 'cyan',
  CONFIRMED: 'leaf',
  CANCELLED: 'gray',
};

const ACTORS: Record<OrderActor, string> = {
  SHOPPER: 'you',
  STORE: 'the store',
  SYSTEM: 'LUMBUNG',
};

/** What a step of the timeline means for the shopper: "Proof of payment sent by you". */
export function historyEventText(entry: OrderHistoryEntry): string {
  const by = ACTORS[entry.actor];
  switch (entry.to_status) {
    case 'AWAITING_PAYMENT':
      return entry.from_status === null ? 'Order placed' : `Proof of payment refused by ${by}`;
    case 'AWAITING_CONFIRMATION':
      return `Proof of payment sent by ${by}; the store checks the transfer`;
    case 'PROCESSING':
      return entry.actor === 'SYSTEM' ? 'Payment received by the bank' : `Payment accepted by ${by}`;
    case 'SHIPPED':
      return `Sent on its way by ${by}`;
    case 'CONFIRMED':
      return entry.actor === 'SYSTEM' ? 'Marked received automatically' : `Receipt confirmed by ${by}`;
    case 'CANCELLED':
      return `Cancelled by ${by}`;
  }
}

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: '#7a3300',
  AWAITING_CONFIRMATION: '#123f6e',
  PROCESSING: '#3f2a8a',
  SHIPPED: '#0a4a56',
  CONFIRMED: '#0e4d28',
  CANCELLED: '#343a40',
};
