import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartData, RemoveCartVoucherResponse } from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

/** Loaded with the call (see ./response-schemas). */
const schemas = () => import('./response-schemas');

/**
 * Takes a voucher off the cart or its line (DELETE /api/cart/voucher/{userId}/{userVoucherId};
 * reads data.cart_data): the cart priced without it.
 */
export function removeVoucher({
  userId,
  userVoucherId,
}: {
  userId: number;
  userVoucherId: number;
}): Promise<RemoveCartVoucherResponse> {
  return apiFetch(`/api/cart/voucher/${userId}/${userVoucherId}`, {
    method: 'DELETE',
    schema: () => schemas().then((m) => m.RemoveCartVoucherResponse),
    fallbackMessage: t('cart.voucher.removeFailed'),
  });
}

/**
 * The answer's cart_data is the cart; the voucher is back on the shopper's list, which the answer
 * does not carry: that list is asked for again.
 */
export function useRemoveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeVoucher,
    onSuccess: ({ data }, { userId }) => {
      queryClient.setQueryData<CartData>(cartKeys.items(userId), data.cart_data);
      void queryClient.invalidateQueries({ queryKey: cartKeys.vouchers(userId) });
    },
  });
}
