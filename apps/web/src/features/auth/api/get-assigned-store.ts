import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssignedStoreResponse, MESSAGES } from '@lumbung/contracts';
import { ApiError, apiFetch } from '@/lib/api-client';

/**
 * GET /api/store-admin/assigned-store/{userId}: the one store a store admin runs. Any failure reads
 * 'Store not found for your account.' (a fixed text in SPEC §8).
 */
export async function getAssignedStore(userId: number): Promise<AssignedStoreResponse> {
  try {
    return await apiFetch(`/api/store-admin/assigned-store/${userId}`, { schema: AssignedStoreResponse });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    const body = error instanceof ApiError ? error.body : undefined;
    throw new ApiError(MESSAGES.STORE_NOT_FOUND_FOR_ACCOUNT, status, body, { cause: error });
  }
}

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
