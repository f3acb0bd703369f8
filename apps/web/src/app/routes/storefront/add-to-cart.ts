import { useNavigate } from 'react-router';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { addFailureMessage, useAddCartItem, useCartUi } from '@/features/cart';
import { useSession } from '@/lib/session';

/**
 * Add to cart from product cards and the product page (POST /api/cart/add, SPEC §7). A visitor is
 * sent to log in first. After an add the product page opens the drawer (`openCart`); a card, where
 * the shopper keeps browsing, says so in a toast. Failures are toasts with the SPEC §8 texts.
 */
export function useAddToCart({ openCart = false }: { openCart?: boolean } = {}) {
  const { claims } = useSession();
  const navigate = useNavigate();
  const { open } = useCartUi();
  const mutation = useAddCartItem();
  return {
    add(inventoryId: number, quantity = 1) {
      if (!claims) {
        void navigate(ROUTES.login);
        return;
      }
      mutation.mutate(
        { userId: claims.id, inventoryId, quantity },
        {
          onSuccess: (answer) => {
            if (openCart) open();
            else toast.success(MESSAGES.CART_ITEM_ADDED, answer.cart_item.product_name);
          },
          onError: (error) => toast.error(addFailureMessage(error)),
        },
      );
    },
    adding: mutation.isPending,
    /** The product being added right now, if any. */
    addingId: mutation.isPending ? mutation.variables.inventoryId : null,
  };
}
