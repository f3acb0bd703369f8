import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartVoucher } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** Loaded with the first call that needs it (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/** The vouchers the shopper can use (GET /api/cart/cart-vouchers/{userId}; reads data.vouchers). */
export async function getCartVouchers(userId: number, signal?: AbortSignal): Promise<CartVoucher[]> {
  const answer = await apiFetch(`/api/cart/cart-vouchers/${userId}`, {
    schema: () => schemas().then((m) => m.CartVouchersResponse),
    fallbackMessage: t('cart.vouchers.failed'),
    signal,
  });
  return answer.data.vouchers;
}

export function getCartVouchersQueryOptions(userId: number) {
  return queryOptions({
    queryKey: cartKeys.vouchers(userId),
    queryFn: ({ signal }) => getCartVouchers(userId, signal),
  });
}

export function useCartVouchers(userId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCartVouchersQueryOptions(userId ?? 0), enabled: enabled && userId !== null });
}
