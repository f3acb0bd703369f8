import { useSession } from '@/lib/session';

/** Query keys of the cart feature: one cart and one voucher list per shopper. */
export const cartKeys = {
  all: ['cart'] as const,
  items: (userId: number) => ['cart', 'items', userId] as const,
  vouchers: (userId: number) => ['cart', 'vouchers', userId] as const,
};

/** The signed-in shopper whose cart this is; null for visitors and staff (only shoppers have a cart). */
export function useCartOwner(): number | null {
  const { claims } = useSession();
  return claims?.role === 'USER' ? claims.id : null;
}
