import { queryOptions, useQuery } from '@tanstack/react-query';
import { DevOutboxResponse } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/dev/outbox: the latest mails the shop sent or kept, newest first. The API has this
 * route in development only; elsewhere it answers 404.
 */
export function getDevOutbox(): Promise<DevOutboxResponse> {
  return apiFetch('/api/dev/outbox', { auth: false, schema: DevOutboxResponse });
}

export function getDevOutboxQueryOptions() {
  return queryOptions({
    queryKey: ['dev', 'outbox'],
    queryFn: getDevOutbox,
    staleTime: 0,
    retry: false,
    // A developer waiting for a mail sees it arrive.
    refetchInterval: (query) => (query.state.status === 'error' ? false : 5_000),
    refetchOnWindowFocus: true,
  });
}

export function useDevOutbox() {
  return useQuery(getDevOutboxQueryOptions());
}
