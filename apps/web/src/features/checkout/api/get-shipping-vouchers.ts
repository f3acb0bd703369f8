import { queryOptions, useQuery } from '@tanstack/react-query';
import { ShippingVouchersResponse, type CartVoucher } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';

export const shippingVouchersKey = (userId: number) => ['checkout', 'shipping-vouchers', userId] as const;

/** The shopper's live shipping vouchers (GET /api/order/shipping-vouchers/{userId}; reads data.vouchers). */
export async function getShippingVouchers(userId: number, signal?: AbortSignal): Promise<CartVoucher[]> {
  const answer = await apiFetch(`/api/order/shipping-vouchers/${userId}`, {
    schema: ShippingVouchersResponse,
    fallbackMessage: t('checkout.error.shippingVouchers'),
    signal,
  });
  return answer.data.vouchers;
}

export function getShippingVouchersQueryOptions(userId: number) {
  return queryOptions({
    queryKey: shippingVouchersKey(userId),
    queryFn: ({ signal }) => getShippingVouchers(userId, signal),
  });
}

export function useShippingVouchers(userId: number | null, enabled = true) {
  return useQuery({ ...getShippingVouchersQueryOptions(userId ?? 0), enabled: enabled && userId !== null });
}
