import { lazy } from 'react';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import { useOpenedOnce } from '@/components/ui/opened-once';
import { loadNamespaces } from '@/i18n';
import { useCartUi } from './cart-provider';

// The drawer's chunk comes with the shopper's texts it shows (the cart catalogue).
const loadPanel = () => Promise.all([import('./cart-drawer'), loadNamespaces('shopper')]).then(([m]) => m);
const CartDrawerPanel = lazy(() => loadPanel().then((m) => ({ default: m.CartDrawerPanel })));

/** Fetches the drawer's chunk ahead of the first opening (the Cart icon's hover or focus). */
export function preloadCartDrawer(): void {
  void loadPanel();
}

/**
 * The cart drawer's place in the shell. Its lines, vouchers, checkout and Mantine's Drawer are a
 * chunk of their own (not in the storefront's first load), mounted when the cart is
 * first opened and kept mounted from then on.
 */
export function CartDrawer() {
  const { opened } = useCartUi();
  if (!useOpenedOnce(opened)) return null;
  return (
    <LazyBoundary>
      <CartDrawerPanel />
    </LazyBoundary>
  );
}
