import { Drawer, type DrawerProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The right-hand drawer a list page opens its "new" form in: the whole screen on a phone, `size`
 * beside the list on a wider one; `closeLabel` names its close button for screen readers.
 */
export function FormDrawer({
  opened,
  onClose,
  title,
  closeLabel,
  size = 'lg',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  size?: DrawerProps['size'];
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : size}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {children}
    </Drawer>
  );
}

/**
 * Whether the `?new` form is open, kept in the URL so a reload or a shared link opens it again; a
 * value already there (a discount type, say) survives opening.
 */
export function useNewFormParam(): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const setOpen = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set('new', next.get('new') ?? '');
      else next.delete('new');
      return next;
    });
  return [params.has('new'), setOpen];
}
