import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  AllRefundsResponse,
  RefundQueueResponse,
  StoreRefundResponse,
  type RefundQueueResponse as RefundQueue,
  type RefundStatus,
  type StoreRefund,
} from '@lumbung/contracts';
import { useApiMutation } from '@/components/back-office/api-mutation';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { fixedMessage } from '@/lib/api-errors';

export const refundKeys = {
  store: (storeId: number) => ['store-admin', storeId, 'refunds'] as const,
  queue: (storeId: number, status: RefundStatus, page: number) =>
    [...refundKeys.store(storeId), status, page] as const,
  all: (status: RefundStatus | null, storeId: number | null, page: number) =>
    ['super-admin', 'refunds', status, storeId, page] as const,
};

const PAGE_SIZE = 10;

/** GET /api/refunds/store/{storeId}?status&page&pageSize: one tab of the store's queue, with every tab's count. */
export function useRefundQueue(storeId: number, status: RefundStatus, page: number) {
  return useQuery({
    queryKey: refundKeys.queue(storeId, status, page),
    queryFn: ({ signal }) =>
      apiFetch(`/api/refunds/store/${storeId}`, {
        query: { status, page, pageSize: PAGE_SIZE },
        schema: RefundQueueResponse,
        fallbackMessage: t('refunds.queue.fetchFailed'),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/refunds/all?status&storeId&page&pageSize: every store's refunds, for the super admin. */
export function useAllRefunds(status: RefundStatus | null, storeId: number | null, page: number) {
  return useQuery({
    queryKey: refundKeys.all(status, storeId, page),
    queryFn: ({ signal }) =>
      apiFetch('/api/refunds/all', {
        query: { status, storeId, page, pageSize: PAGE_SIZE },
        schema: AllRefundsResponse,
        fallbackMessage: t('refunds.queue.fetchFailed'),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** What the staff do with a refund; `paid` carries the proof, `failed` the reason. */
export type RefundAction =
  | { action: 'gateway' | 'transfer'; refundId: number }
  | { action: 'paid'; refundId: number; proof: File; note: string }
  | { action: 'failed'; refundId: number; note: string };

/** PUT /api/refunds/store/{storeId}/{refundId}/{action}: paid as multipart (proof_image, note), failed {note}. */
function actOn(storeId: number, change: RefundAction) {
  let body: unknown;
  if (change.action === 'paid') {
    const form = new FormData();
    form.append('proof_image', change.proof, change.proof.name);
    if (change.note.trim()) form.append('note', change.note.trim());
    body = form;
  } else if (change.action === 'failed') body = { note: change.note };
  return apiFetch(`/api/refunds/store/${storeId}/${change.refundId}/${change.action}`, {
    method: 'PUT',
    body,
    schema: StoreRefundResponse,
  });
}

/**
 * The answer's refund takes the place of the old one in every cached page of the store's queue,
 * and the tabs' counts follow its move, so the queue shows the outcome without asking again. The
 * pages are marked stale: the next visit of a tab reads where each refund now stands.
 */
export function refundChanged(client: QueryClient, storeId: number, refund: StoreRefund) {
  client.setQueriesData<RefundQueue>({ queryKey: refundKeys.store(storeId) }, (queue) => {
    const before = queue?.data.find((row) => row.refund_id === refund.refund_id);
    if (!queue || !before) return queue;
    const counts = { ...queue.counts };
    if (before.status !== refund.status) {
      const from = counts[before.status] ?? { count: 0, amount: 0 };
      const to = counts[refund.status] ?? { count: 0, amount: 0 };
      counts[before.status] = {
        count: Math.max(0, from.count - 1),
        amount: Math.max(0, from.amount - before.amount),
      };
      counts[refund.status] = { count: to.count + 1, amount: to.amount + refund.amount };
    }
    return {
      ...queue,
      counts,
      data: queue.data.map((row) => (row.refund_id === refund.refund_id ? refund : row)),
    };
  });
  void client.invalidateQueries({ queryKey: refundKeys.store(storeId), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: ['store-admin', storeId, 'sales'] });
}

/** One of the staff's actions on a refund; a refusal reads 'Failed to update the refund.' with the server's reason. */
export function useRefundAction(storeId: number) {
  return useApiMutation({
    request: (change: RefundAction) => actOn(storeId, change),
    refusal: (error) => fixedMessage(error, t('refunds.action.failedToUpdate')),
    onSuccess: (answer, client) => refundChanged(client, storeId, answer.data.refund),
  });
}
