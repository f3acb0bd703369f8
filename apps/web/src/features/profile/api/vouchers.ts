import { useQuery } from '@tanstack/react-query';
import { MESSAGES, UserVouchersResponse, type UserVoucher } from '@lumbung/contracts';
import { apiFetch } from '@/lib/api-client';
import { profileKeys } from './profile';

/** GET /api/profile/vouchers/{userId}: every voucher held ('Failed to fetch user vouchers.'). */
export async function getUserVouchers(userId: number, signal?: AbortSignal): Promise<UserVoucher[]> {
  const answer = await apiFetch(`/api/profile/vouchers/${userId}`, {
    schema: UserVouchersResponse,
    fallbackMessage: MESSAGES.USER_VOUCHERS_FAILED,
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
