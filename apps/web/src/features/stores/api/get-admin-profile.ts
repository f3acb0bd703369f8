import { useQuery } from '@tanstack/react-query';
import { UserProfileResponse } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

/**
 * The signed-in admin's own account, for the back-office header (their name). It reads the
 * caller's profile (GET /api/profile/user/{userId}), which every role may read for itself.
 */
export function useAdminProfile(userId: number | null) {
  return useQuery({
    queryKey: ['back-office', 'admin', userId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/profile/user/${userId}`, {
        schema: UserProfileResponse,
        fallbackMessage: t('super-admin.error.adminData'),
        signal,
      }),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
}
