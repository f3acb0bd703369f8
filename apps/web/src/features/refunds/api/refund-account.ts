import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefundAccountResponse, type RefundAccountBody } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { fixedMessage } from '@/lib/api-errors';
import { storeOrder } from '@/lib/order-cache';

export type RefundAccountChange = { userId: number; refundId: number; account: RefundAccountBody };

/**
 * PUT /api/refunds/account/{userId}/{refundId}: the bank account a transfer refund goes to. The
 * answer carries the whole order, which becomes the cached order (the page follows without a
 * re-read). A refusal reads 'Failed to save the bank account.' with the server's reason after it.
 */
export function useSaveRefundAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, refundId, account }: RefundAccountChange) => {
      try {
        const answer = await apiFetch(`/api/refunds/account/${userId}/${refundId}`, {
          method: 'PUT',
          body: account,
          schema: RefundAccountResponse,
        });
        return answer.data.order;
      } catch (error) {
        throw new Error(fixedMessage(error, t('refunds.account.saveFailed')), { cause: error });
      }
    },
    onSuccess: (order, { userId }) => storeOrder(queryClient, userId, order),
  });
}
