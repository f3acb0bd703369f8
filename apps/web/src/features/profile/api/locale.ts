import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UserProfile } from '@lumbung/contracts';
import { loadNamespaces, t, type Locale } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { profileKey } from '@/lib/profile-cache';
import { useSession } from '@/lib/session';

/** PUT /api/profile/user/{userId} {locale}: the language the account keeps (null: the browser's). */
export async function saveLocale(input: { userId: number; locale: Locale | null }): Promise<UserProfile> {
  const answer = await apiFetch(`/api/profile/user/${input.userId}`, {
    method: 'PUT',
    body: { locale: input.locale },
    schema: () => import('./profile-schemas').then((m) => m.UserProfileResponse),
  });
  return answer.data;
}

/**
 * What a language switch calls once the shop shows the language picked: a signed-in user's account
 * keeps it (their other devices, their next login and their mails speak it); a visitor's choice
 * stays in the browser's cookie alone, and nothing is sent. A failed save leaves the language shown
 * and says so in a toast (its text and the toast module load then, off the first load).
 */
export function useSaveLocale(): (locale: Locale) => void {
  const { claims } = useSession();
  const userId = claims?.id ?? null;
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: saveLocale,
    onSuccess: (profile, { userId: owner }) => queryClient.setQueryData(profileKey(owner), profile),
    onError: () =>
      void Promise.all([import('@/components/ui/toast'), loadNamespaces('shopper')]).then(([{ toast }]) =>
        toast.error(t('account.profile.languageNotSaved')),
      ),
  });
  return useCallback(
    (locale: Locale) => {
      if (userId !== null) mutate({ userId, locale });
    },
    [userId, mutate],
  );
}
