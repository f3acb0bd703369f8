import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { profileKey } from '@/lib/profile-cache';
import { useSession } from '@/lib/session';

/** GET /api/profile/user/{userId}: the signed-in user's own profile. */
async function getOwnProfile(userId: number, signal?: AbortSignal): Promise<UserProfile> {
  const answer = await apiFetch(`/api/profile/user/${userId}`, {
    schema: () => import('./address-schemas').then((m) => m.UserProfileResponse),
    fallbackMessage: t('account.errors.profileFetch'),
    signal,
  });
  return answer.data;
}

export type AccountContact = { name: string | null; phone: string | null };

/**
 * The signed-in account's name and mobile number (+62…), which a new address is addressed to until
 * the shopper writes another; both null while unknown (no session, still loading, not given).
 * Read from the profile's cache, shared with the profile page.
 */
export function useAccountContact(): AccountContact {
  const { claims } = useSession();
  const userId = claims?.id ?? null;
  const profile = useQuery({
    queryKey: profileKey(userId ?? 0),
    queryFn: ({ signal }) => getOwnProfile(userId ?? 0, signal),
    enabled: userId !== null,
  });
  return { name: profile.data?.username ?? null, phone: profile.data?.phone ?? null };
}
