import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconLock, IconMapPin, type Icon } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useAssignedStore } from '@/features/stores';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { forgetAssignedStoreId, getAssignedStoreId, saveAssignedStoreId } from '@/lib/assigned-store';
import { useSession } from '@/lib/session';
import { ErrorAlert } from '@/components/ui/error-alert';

/** The card's frame: a tinted icon beside what it says about the admin's store. */
function StoreCard({ color, icon: CardIcon, children }: { color: string; icon: Icon; children: ReactNode }) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      mb="xl"
      aria-label={t('store-admin.store.yours')}
      component="section"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="md" variant="light" color={color}>
          <CardIcon size={26} aria-hidden />
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The store this admin runs, at the top of the store dashboard. It asks the server on every visit
 * and keeps the /admin-store cookie in step with the answer: renewed for another 7 days, set again
 * when it expired, dropped when the admin no longer has a store ('Store not found for your account.').
 * An unverified admin runs no store yet: the card says the account must be verified, and the
 * server (which refuses unverified store admins) is not asked.
 */
export function AssignedStoreCard() {
  const t = useT();
  const { claims } = useSession();
  const unverified = claims?.is_verified === false;
  const store = useAssignedStore(claims?.role === 'STORE_ADMIN' && !unverified ? claims.id : null);
  const found = store.data?.data;
  const failed = store.isError;

  useEffect(() => {
    if (found) saveAssignedStoreId(found.store_id);
    else if (failed && getAssignedStoreId() !== null) forgetAssignedStoreId();
  }, [found, failed]);

  if (unverified) {
    return (
      <StoreCard color="turmeric" icon={IconLock}>
        <Text size="xs" fw={700} tt="uppercase" c="leaf.7" style={{ letterSpacing: '0.12em' }}>
          {t('store-admin.store.yours')}
        </Text>
        <Text>{t('store-admin.store.notVerified')}</Text>
      </StoreCard>
    );
  }

  if (failed) {
    return (
      <ErrorAlert mb="xl" title={t('store-admin.store.openFailed')}>
        {errorMessage(store.error, t('store-admin.common.unexpectedError'))}{' '}
        {t('store-admin.store.assignedBySuper')}
      </ErrorAlert>
    );
  }

  return (
    <StoreCard color="leaf" icon={IconBuildingStore}>
      {found ? (
        <>
          <Text size="xs" fw={700} tt="uppercase" c="leaf.7" style={{ letterSpacing: '0.12em' }}>
            {t('store-admin.store.yoursNumbered', { id: found.store_id })}
          </Text>
          <Title order={2} size="h3">
            {found.store_name}
          </Title>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{found.store_location}</Text>
          </Group>
        </>
      ) : (
        <>
          <Text size="xs" fw={700} tt="uppercase" c="leaf.7" style={{ letterSpacing: '0.12em' }}>
            {t('store-admin.store.yours')}
          </Text>
          <Skeleton height={22} width={220} radius="sm" aria-label={t('store-admin.store.loading')} />
          <Skeleton height={14} width={280} radius="sm" mt={4} />
        </>
      )}
    </StoreCard>
  );
}
