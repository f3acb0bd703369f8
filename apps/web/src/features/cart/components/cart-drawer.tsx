import { Button, Drawer, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LAYOUT, MESSAGES, ROUTES } from '@lumbung/contracts';

type CartDrawerProps = {
  opened: boolean;
  onClose: () => void;
};

/** The cart, sliding in from the right: 30vw on desktop, the full width on phones (SPEC §2). */
export function CartDrawer({ opened, onClose }: CartDrawerProps) {
  const isDesktop = useMediaQuery('(min-width: 62em)');

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isDesktop ? LAYOUT.cartDrawerWidthDesktop : '100%'}
      title={MESSAGES.CART_TITLE}
      overlayProps={{ backgroundOpacity: 0.5, blur: 2 }}
      closeButtonProps={{ 'aria-label': 'Close cart' }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
      zIndex={300}
    >
      <Stack align="center" gap="sm" py={48} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconShoppingCart size={36} aria-hidden />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {MESSAGES.CART_EMPTY}
        </Text>
        <Text c="dimmed" size="sm" maw={280}>
          Browse the shelves of your nearest store and add what you need.
        </Text>
        <Button component={Link} to={ROUTES.products} onClick={onClose} mt="sm">
          Browse products
        </Button>
      </Stack>
    </Drawer>
  );
}
