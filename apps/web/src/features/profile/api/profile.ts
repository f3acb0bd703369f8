import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserProfileResponse, type UpdateProfileBody, type UserProfile } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { profileKey } from '@/lib/profile-cache';

export const profileKeys = {
  profile: profileKey,
  vouchers: (userId: number) => ['profile', userId, 'vouchers'] as const,
};

/** GET /api/profile/user/{userId}: the shopper's own profile ('Error fetching profile'). */
export async function getProfile(userId: number, signal?: AbortSignal): Promise<UserProfile> {
  const answer = await apiFetch(`/api/profile/user/${userId}`, {
    schema: UserProfileResponse,
    fallbackMessage: t('account.errors.profileFetch'),
    signal,
  });
  return answer.data;
}

export function profileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: profileKeys.profile(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
  });
}

export function useProfile(userId: number) {
  return useQuery(profileQueryOptions(userId));
}

/** A change that answers the whole profile: it replaces the cached one, then `onChanged` runs. */
function useProfileChange<I>(
  userId: number,
  change: (input: I) => Promise<UserProfile>,
  onChanged?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile(userId), profile);
      onChanged?.();
    },
  });
}

/**
 * PUT /api/profile/user/{userId}: any of the username, the mobile number (null clears it) and the
 * language; what is left out stays as it is. Answers the whole profile.
 */
export async function updateProfile(userId: number, body: UpdateProfileBody): Promise<UserProfile> {
  const answer = await apiFetch(`/api/profile/user/${userId}`, {
    method: 'PUT',
    body,
    schema: UserProfileResponse,
  });
  return answer.data;
}

/** PUT /api/profile/user/{userId} {username} */
export function useUpdateUsername(userId: number, onChanged?: () => void) {
  return useProfileChange(userId, (username: string) => updateProfile(userId, { username }), onChanged);
}

/** PUT /api/profile/user/{userId} {phone}: a mobile number (+62…), or null to remove it. */
export function useUpdatePhone(userId: number) {
  return useProfileChange(userId, (phone: string | null) => updateProfile(userId, { phone }));
}

/** PUT /api/profile/image/{userId}: multipart field `image`; the server checks and re-encodes it. */
export function useUploadPicture(userId: number) {
  return useProfileChange(userId, async (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return (
      await apiFetch(`/api/profile/image/${userId}`, {
        method: 'PUT',
        body: form,
        schema: UserProfileResponse,
        fallbackMessage: t('account.errors.imageUpdate'),
      })
    ).data;
  });
}

/** DELETE /api/profile/image/{userId} */
export function useRemovePicture(userId: number) {
  return useProfileChange(
    userId,
    async () =>
      (
        await apiFetch(`/api/profile/image/${userId}`, {
          method: 'DELETE',
          schema: UserProfileResponse,
          fallbackMessage: t('account.errors.imageUpdate'),
        })
      ).data,
  );
}
