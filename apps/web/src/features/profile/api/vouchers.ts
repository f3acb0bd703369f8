import { useQuery } from '@tanstack/react-query';
import { UserVouchersResponse, type UserVoucher } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { profileKeys } from './profile';

/** GET /api/profile/vouchers/{userId}: every voucher held ('Failed to fetch user vouchers.'). */
export async function getUserVouchers(userId: number, signal?: AbortSignal): Promise<UserVoucher[]> {
  const answer = await apiFetch(`/api/profile/vouchers/${userId}`, {
    schema: UserVouchersResponse,
    fallbackMessage: t('account.errors.userVouchers'),
    signal,
  });
  return answer.data.vouchers;
}

export function useUserVouchers(userId: number) {
  return useQuery({
    queryKey: profileKeys.vouchers(userId),
    queryFn: ({ signal }) => getUserVouchers(userId, signal),
  });
}
