import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { TOAST_AUTO_CLOSE_MS } from '@lumbung/contracts';

/**
 * Below this width the cart drawer is the whole screen and the checkout's Pay now bar sticks to the
 * bottom: a toast there would sit on the very buttons the shopper reaches for.
 */
export const TOASTS_ON_TOP = '(max-width: 61.99em)';

/**
 * Mantine's toast container (a lazy chunk, see toast-area.tsx): bottom-right (docs/product.md §2) on a
 * wide screen, at the top on a phone or tablet, where the bottom holds the drawer's Checkout and
 * the Pay now bar.
 */
export function ToastContainer() {
  // Read at once (no first render at the other place): this chunk mounts in the browser only.
  const onTop = useMediaQuery(TOASTS_ON_TOP, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={onTop ? 'top-center' : 'bottom-right'}
      autoClose={TOAST_AUTO_CLOSE_MS}
      zIndex={1000}
    />
  );
}
