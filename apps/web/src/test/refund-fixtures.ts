import {
  MESSAGES,
  REFUND_STATUSES,
  type OrderRefund,
  type RefundCounts,
  type RefundStatus,
  type StoreRefund,
} from '@lumbung/contracts';
import { json, type FakeHandler } from './fake-api';

/**
 * Refunds as the issue-30 contracts answer them: one on a shopper's order (OrderRefund), one in a
 * store's queue (StoreRefund), and a small in-memory refund API over a store's queue whose actions
 * move a refund as the API does (the rules themselves are the API's and are tested there).
 */

/** The store's proof of a refund transfer, served as the API serves it: to a caller with a token. */
export const REFUND_PROOF_ROUTE: Record<string, FakeHandler> = {
  'GET /api/refunds/proof/:refundId': ({ headers }) =>
    headers.get('Authorization')?.startsWith('Bearer ')
      ? new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          headers: { 'Content-Type': 'image/png', 'Cache-Control': 'private, no-store' },
        })
      : json({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401),
};

/** A transfer refund of a cancelled order, owed and waiting for the shopper's bank account. */
export function orderRefund(overrides: Partial<OrderRefund> = {}): OrderRefund {
  // Owed a minute ago: after the order's own steps (the order fixtures are placed minutes ago).
  const owedAt = new Date(Date.now() - 60_000).toISOString();
  return {
    refund_id: 501,
    payment_id: 70,
    amount: 95_023,
    reason: 'STORE_CANCELLED',
    method: 'BANK_TRANSFER',
    status: 'OWED',
    created_at: owedAt,
    paid_at: null,
    needs_account: true,
    account: null,
    has_proof: false,
    gateway_refund_id: null,
    note: null,
    history: [{ from_status: null, to_status: 'OWED', note: null, created_at: owedAt }],
    ...overrides,
  };
}

export const BUDI_ACCOUNT = {
  bank_name: 'BNI',
  account_number: '0123456789',
  account_holder: 'Budi Santoso',
};

/** A refund in the store's queue: by default a transfer refund whose account is given, ready to transfer. */
export function storeRefund(overrides: Partial<StoreRefund> = {}): StoreRefund {
  return {
    ...orderRefund({ needs_account: false, account: BUDI_ACCOUNT }),
    order_id: 41,
    order_status: 'CANCELLED',
    order_total: 94_900,
    store_id: 28,
    store_name: 'LUMBUNG Kemang',
    customer_name: 'Budi Santoso',
    customer_email: 'budi@lumbung.test',
    payment_method: 'BANK_TRANSFER',
    actions: { gateway: false, transfer: true, paid: true, failed: true },
    ...overrides,
  };
}

/** How many refunds and how much in each status. */
export function countsOf(refunds: StoreRefund[]): RefundCounts {
  const counts = Object.fromEntries(REFUND_STATUSES.map((s) => [s, { count: 0, amount: 0 }])) as RefundCounts;
  for (const refund of refunds) {
    counts[refund.status].count += 1;
    counts[refund.status].amount += refund.amount;
  }
  return counts;
}

/** The actions the API allows on a refund in `status` (a transfer with its account, or a gateway refund). */
function actionsFor(refund: StoreRefund, status: RefundStatus): StoreRefund['actions'] {
  const transfer = refund.method === 'BANK_TRANSFER' && refund.account !== null;
  return {
    gateway: refund.method === 'GATEWAY' && status === 'OWED',
    transfer: transfer && status === 'OWED',
    paid: transfer && (status === 'OWED' || status === 'PROCESSING'),
    failed: transfer && (status === 'OWED' || status === 'PROCESSING'),
  };
}

/** The refund routes of one store over `refunds`: the queue by status, and the staff's actions. */
export function fakeRefundApi(refunds: StoreRefund[]) {
  const state = { refunds: [...refunds] };
  const move = (refundId: number, to: RefundStatus, extra: Partial<StoreRefund> = {}) => {
    const refund = state.refunds.find((r) => r.refund_id === refundId);
    if (!refund) return json({ message: MESSAGES.REFUND_NOT_FOUND }, 404);
    const moved: StoreRefund = {
      ...refund,
      status: to,
      ...extra,
      actions: actionsFor(refund, to),
      history: [
        ...refund.history,
        {
          from_status: refund.status,
          to_status: to,
          note: extra.note ?? null,
          created_at: new Date().toISOString(),
        },
      ],
    };
    state.refunds = state.refunds.map((r) => (r.refund_id === refundId ? moved : r));
    return { message: 'ok', data: { refund: moved } };
  };
  const routes: Record<string, FakeHandler> = {
    'GET /api/refunds/store/:storeId': ({ url }) => {
      const status = (url.searchParams.get('status') ?? 'OWED') as RefundStatus;
      const rows = state.refunds.filter((r) => r.status === status);
      return {
        message: MESSAGES.REFUNDS_LISTED,
        data: rows,
        currentPage: 1,
        totalPages: 1,
        totalItems: rows.length,
        counts: countsOf(state.refunds),
      };
    },
    'PUT /api/refunds/store/:storeId/:refundId/gateway': ({ params }) =>
      move(Number(params.refundId), 'PROCESSING', { gateway_refund_id: 'rf-123' }),
    'PUT /api/refunds/store/:storeId/:refundId/transfer': ({ params }) =>
      move(Number(params.refundId), 'PROCESSING'),
    'PUT /api/refunds/store/:storeId/:refundId/paid': ({ params, body }) => {
      if (!(body instanceof FormData) || !(body.get('proof_image') instanceof File))
        return json({ message: MESSAGES.REFUND_NEEDS_PROOF }, 400);
      const note = body.get('note');
      return move(Number(params.refundId), 'PAID', {
        paid_at: new Date().toISOString(),
        has_proof: true,
        note: typeof note === 'string' ? note : null,
      });
    },
    'PUT /api/refunds/store/:storeId/:refundId/failed': ({ params, body }) =>
      move(Number(params.refundId), 'FAILED', { note: (body as { note: string }).note }),
  };
  return { routes, state };
}
