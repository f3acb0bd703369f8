import { useNavigate } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import {
  addFailureMessage,
  useAddCartItem,
  useCart,
  useCartOwner,
  useCartUi,
  useRemoveCartItem,
  useUpdateCartQuantity,
} from '@/features/cart';
import type { CardCartLine } from '@/features/catalogue';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * Add to cart from product cards and the product page (POST /api/cart/add, docs/product.md §7). A visitor is
 * sent to log in first. After an add the product page opens the drawer (`openCart`); a card, where
 * the shopper keeps browsing, says so in a toast. Failures are toasts with the docs/product.md §8 texts.
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
            else toast.success(t('storefront.cart.added'), answer.cart_item.product_name);
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

/**
 * The cart line of a card's product, for its − n + stepper: + and − set the quantity
 * (POST /api/cart/quantity), − at 1 removes the line (DELETE /api/cart/{userId}/{cartItemId}); each
 * answer is the cart, set into its cache. Reads the cart the navbar already holds: no call of its own.
 * The product page steps a product in the cart the same way.
 */
export function useCardCartLines(): (product: { inventory_id: number }) => CardCartLine | undefined {
  const userId = useCartOwner();
  const cart = useCart(userId);
  const quantity = useUpdateCartQuantity();
  const remove = useRemoveCartItem();
  return (product) => {
    const line = cart.data?.cart_items.find((item) => item.inventory_id === product.inventory_id);
    if (!line || userId === null) return undefined;
    const cartItemId = line.cart_item_id;
    const setQuantity = (next: number) =>
      quantity.mutate(
        { userId, cartItemId, quantity: next },
        { onError: (error) => toast.error(errorMessage(error, t('storefront.cart.quantityFailed'))) },
      );
    return {
      quantity: line.quantity,
      busy:
        (quantity.isPending && quantity.variables.cartItemId === cartItemId) ||
        (remove.isPending && remove.variables.cartItemId === cartItemId),
      onIncrease: () => setQuantity(line.quantity + 1),
      onDecrease: () =>
        line.quantity <= 1
          ? remove.mutate(
              { userId, cartItemId },
              { onError: (error) => toast.error(errorMessage(error, t('storefront.cart.removeFailed'))) },
            )
          : setQuantity(line.quantity - 1),
    };
  };
}

/**
 * The cart props of a ProductGrid of cards (add, the adding spinner, each card's stepper): every
 * storefront grid spreads them, so a card adds and steps the same way on every page.
 */
export function useProductGridCart() {
  const cart = useAddToCart();
  const cartLineOf = useCardCartLines();
  return {
    onAddToCart: (product: { inventory_id: number }) => cart.add(product.inventory_id),
    cartLineOf,
    addingId: cart.addingId,
  };
}
