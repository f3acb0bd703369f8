import { Alert, Box, Button, Group, Text } from '@mantine/core';
import { IconMapPinOff, IconMapPins } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { useCurrentStore, useLocationState } from '@/features/location';
import { useT } from '@/i18n';
import { useSession } from '@/lib/session';

/** The pages that show a store's shelves: where "which store?" matters. */
function showsShelves(pathname: string): boolean {
  return (
    pathname === ROUTES.home || pathname === ROUTES.products || pathname.startsWith(`${ROUTES.products}/`)
  );
}

/**
 * A shopper whose default address has no store within 50 km is told so, and what to do:
 * add an address near a store or make another one the default. Meanwhile the shelves shown are the
 * fallback store's, named as they are.
 */
export function NoStoreNotice() {
  const t = useT();
  const { claims } = useSession();
  const { noStore, hasAddresses } = useLocationState();
  const { store, ready } = useCurrentStore();
  const { pathname } = useLocation();
  if (claims?.role !== 'USER' || !hasAddresses || !noStore) return null;
  if (!showsShelves(pathname)) return null;
  return (
    <Box maw={1240} mx="auto" px="md" pt="md" w="100%">
      <Alert
        color="turmeric"
        variant="light"
        radius="md"
        icon={<IconMapPinOff size={20} aria-hidden />}
        title={t('shop.noStore.title')}
        data-testid="no-store-notice"
        styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
      >
        <Text size="sm" c="gray.9">
          {t('shop.noStore.text')}
          {ready ? ` ${t('shop.noStore.meanwhile', { store: store.store_name })}` : ''}
        </Text>
        <Group mt="sm">
          <Button
            component={Link}
            to={ROUTES.addresses}
            size="compact-md"
            radius="xl"
            leftSection={<IconMapPins size={16} aria-hidden />}
          >
            {t('shop.noStore.manage')}
          </Button>
        </Group>
      </Alert>
    </Box>
  );
}
