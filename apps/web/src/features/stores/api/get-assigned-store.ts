import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAssignedStore } from '@/lib/assigned-store';

/** The store a store admin runs (GET /api/store-admin/assigned-store/{userId}), for the dashboard. */
export function getAssignedStoreQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['store-admin', 'assigned-store', userId],
    queryFn: () => getAssignedStore(userId),
    // Asked again on every visit of the dashboard: a super admin may have moved the admin.
    staleTime: 0,
    retry: false,
  });
}

export function useAssignedStore(userId: number | null) {
  return useQuery({ ...getAssignedStoreQueryOptions(userId ?? 0), enabled: userId !== null });
}
