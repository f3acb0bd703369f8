import { useQuery } from '@tanstack/react-query';
import { SuperDashboardResponse } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

export const superDashboardKey = ['super-admin', 'dashboard'] as const;

/**
 * Every store at a glance (GET /api/super-admin/dashboard): sales this month against last, orders by
 * status, proofs waiting per store, stores without an admin, low stock. The server's message, else
 * 'Failed to fetch sales data.'.
 */
export function useSuperDashboard() {
  return useQuery({
    queryKey: superDashboardKey,
    queryFn: async ({ signal }) =>
      (
        await apiFetch('/api/super-admin/dashboard', {
          schema: SuperDashboardResponse,
          fallbackMessage: t('back-office.sales.fetchFailed'),
          signal,
        })
      ).data,
  });
}
