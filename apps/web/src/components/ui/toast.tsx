import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@lumbung/contracts';
import { t } from '@/i18n';

/** Under a title Mantine greys the message (3.3:1 on white); keep it readable (WCAG AA). */
const styles = { description: { color: 'var(--mantine-color-gray-8)' } };

function show(message: string, title: string | undefined, color: string, icon: ReactNode): string {
  return notifications.show({
    message,
    title,
    color,
    icon,
    autoClose: TOAST_AUTO_CLOSE_MS,
    // The close button has no text of its own: named for screen readers, in the language shown.
    closeButtonProps: { 'aria-label': t('shop.toast.close') },
    styles,
  });
}

/** Short messages in the bottom-right toast area; they close after TOAST_AUTO_CLOSE_MS (docs/product.md §2). */
export const toast = {
  success(message: string, title?: string): string {
    return show(message, title, 'leaf', <IconCheck size={18} aria-hidden />);
  },
  error(message: string, title?: string): string {
    return show(message, title, 'red', <IconAlertTriangle size={18} aria-hidden />);
  },
};
