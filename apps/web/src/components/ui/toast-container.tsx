import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@lumbung/contracts';

/** Mantine's toast container, bottom-right (docs/product.md §2): a lazy chunk, see toast-area.tsx. */
export function ToastContainer() {
  return <Notifications position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />;
}
