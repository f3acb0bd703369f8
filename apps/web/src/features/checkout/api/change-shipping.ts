import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RedeemShippingResponse,
  ShippingChangeResponse,
  type CartVoucher,
  type OrderDetail,
  type ShippingMethod,
} from '@lumbung/contracts';
import { t } from '@/i18n';
import { apiFetch } from '@/lib/api-client';
import { storeOrder } from '@/lib/order-cache';
import { shippingVouchersKey } from './get-shipping-vouchers';

type OrderRef = { userId: number; orderId: number };

/** The answer of a shipping change: the new shipping price docs/product.md names, and the order as it now is. */
export type ShippingChange = { newShippingPrice: number; order: OrderDetail };

/**
 * PUT /api/order/address {user_id, order_id, address_id}: reads new_shipping_price (docs/product.md §7). A
 * refusal carries the server's reason ('Address is too far away from the store.' beyond the
 * store's reach), else 'Failed to update address'.
 */
export async function setOrderAddress({
  userId,
  orderId,
  addressId,
}: OrderRef & { addressId: number }): Promise<ShippingChange> {
  const answer = await apiFetch('/api/order/address', {
    method: 'PUT',
    body: { user_id: userId, order_id: orderId, address_id: addressId },
    schema: ShippingChangeResponse,
    fallbackMessage: t('checkout.error.addressUpdate'),
  });
  return { newShippingPrice: answer.new_shipping_price, order: answer.data.order };
}

/** PUT /api/order/method {user_id, order_id, shipping_method}: reads new_shipping_price. */
export async function setShippingMethod({
  userId,
  orderId,
  method,
}: OrderRef & { method: ShippingMethod }): Promise<ShippingChange> {
  const answer = await apiFetch('/api/order/method', {
    method: 'PUT',
    body: { user_id: userId, order_id: orderId, shipping_method: method },
    schema: ShippingChangeResponse,
    fallbackMessage: t('checkout.error.shippingMethod'),
  });
  return { newShippingPrice: answer.new_shipping_price, order: answer.data.order };
}

/**
 * POST /api/order/redeem-shipping {user_id, order_id, user_voucher_id}: reads data.newShippingPrice.
 * A refusal shows the server's own text, else 'Failed to apply shipping voucher discount'.
 */
export async function redeemShippingVoucher({
  userId,
  orderId,
  userVoucherId,
}: OrderRef & { userVoucherId: number }): Promise<ShippingChange> {
  const answer = await apiFetch('/api/order/redeem-shipping', {
    method: 'POST',
    body: { user_id: userId, order_id: orderId, user_voucher_id: userVoucherId },
    schema: RedeemShippingResponse,
    fallbackMessage: t('checkout.error.shippingVoucher'),
  });
  return { newShippingPrice: answer.data.newShippingPrice, order: answer.data.order };
}

/** Each change puts the answer's order in the cache (one request per change, no re-read). */
export function useSetOrderAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderAddress,
    onSuccess: ({ order }, { userId }) => storeOrder(queryClient, userId, order),
  });
}

export function useSetShippingMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShippingMethod,
    onSuccess: ({ order }, { userId }) => storeOrder(queryClient, userId, order),
  });
}

export function useRedeemShippingVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemShippingVoucher,
    onSuccess: ({ order }, { userId, userVoucherId }) => {
      storeOrder(queryClient, userId, order);
      // The voucher is now the order's: it leaves the list without asking for it again.
      queryClient.setQueryData<CartVoucher[]>(shippingVouchersKey(userId), (vouchers) =>
        vouchers?.filter((voucher) => voucher.user_voucher_id !== userVoucherId),
      );
    },
  });
}
