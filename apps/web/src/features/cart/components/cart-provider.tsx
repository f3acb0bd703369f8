import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CheckoutOrder } from '@lumbung/contracts';

type CartUi = {
  /** Whether the drawer is open. */
  opened: boolean;
  open: () => void;
  close: () => void;
  /** docs/product.md §3 cart orderId: the order the last checkout created. */
  orderId: number | null;
  /** The order the last checkout created, as the checkout answered it (this page load only). */
  lastOrder: CheckoutOrder | null;
  setLastOrder: (order: CheckoutOrder) => void;
};

const CartUiContext = createContext<CartUi | null>(null);

/** The cart's screen state (drawer open, last order), shared by the navbar, the drawer and the pages. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const [lastOrder, setLastOrder] = useState<CheckoutOrder | null>(null);
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  const value = useMemo(
    () => ({ opened, open, close, orderId: lastOrder?.order_id ?? null, lastOrder, setLastOrder }),
    [opened, open, close, lastOrder],
  );
  return <CartUiContext.Provider value={value}>{children}</CartUiContext.Provider>;
}

export function useCartUi(): CartUi {
  const value = useContext(CartUiContext);
  if (!value) throw new Error('useCartUi needs a CartProvider above it (the app shell has one).');
  return value;
}
