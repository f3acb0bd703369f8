import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StockJournalResponse, type StockJournalBody } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { inventoryKeys } from './get-inventory';

/**
 * POST /api/inventory/stock-journal/{storeId}: several lines at once, all or none (docs/product.md §5, §7);
 * reads message. The server's message, else 'Failed to create stock journal'. The thrown ApiError
 * keeps the answer's field errors for the form.
 */
export function postStockJournal(storeId: number, body: StockJournalBody) {
  return apiFetch(`/api/inventory/stock-journal/${storeId}`, {
    method: 'POST',
    body,
    schema: StockJournalResponse,
    fallbackMessage: t('store-admin.journal.failed'),
  });
}

export function usePostStockJournal(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StockJournalBody) => postStockJournal(storeId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKeys.all(storeId) }),
        // The stock history and the dashboard count the same shelves.
        queryClient.invalidateQueries({ queryKey: ['store-admin', storeId, 'stock'] }),
      ]),
  });
}
