import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export type AddToCartInput = { userId: number; inventoryId: number; quantity: number };

/** Said until the cart can take products; never a pretend success. */
export const CART_NOT_READY = 'Adding to the cart is not available yet. Please try again soon.';

/**
 * Puts `quantity` of one store product in the signed-in shopper's cart. The cart issue fills this
 * in (POST /api/cart/add {user_id, inventory_id}, SPEC §7) and opens the drawer; until then it
 * refuses, so the shopper is told the truth.
 */
export async function addToCart(input: AddToCartInput): Promise<void> {
  void input;
  throw new Error(CART_NOT_READY);
}

/**
 * The product page's add-to-cart: a visitor is sent to log in first; a signed-in shopper's
 * product goes to `addToCart`, and a failure is shown as a toast.
 */
export function useAddToCart() {
  const { claims } = useSession();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: addToCart,
    onError: (error) => toast.error(errorMessage(error)),
  });
  return {
    add(inventoryId: number, quantity: number) {
      if (!claims) {
        void navigate(ROUTES.login);
        return;
      }
      mutation.mutate({ userId: claims.id, inventoryId, quantity });
    },
    adding: mutation.isPending,
  };
}
