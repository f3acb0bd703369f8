import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { TOAST_AUTO_CLOSE_MS } from '@lumbung/contracts';

/** The close button of a toast has no text of its own: name it for screen readers. */
const closeButtonProps = { 'aria-label': 'Close notification' };
/** Under a title Mantine greys the message (3.3:1 on white); keep it readable (WCAG AA). */
const styles = { description: { color: 'var(--mantine-color-gray-8)' } };

/** Short messages in the bottom-right toast area; they close after TOAST_AUTO_CLOSE_MS (docs/product.md §2). */
export const toast = {
  success(message: string, title?: string): string {
    return notifications.show({
      message,
      title,
      color: 'leaf',
      icon: <IconCheck size={18} aria-hidden />,
      autoClose: TOAST_AUTO_CLOSE_MS,
      closeButtonProps,
      styles,
    });
  },
  error(message: string, title?: string): string {
    return notifications.show({
      message,
      title,
      color: 'red',
      icon: <IconAlertTriangle size={18} aria-hidden />,
      autoClose: TOAST_AUTO_CLOSE_MS,
      closeButtonProps,
      styles,
    });
  },
};
