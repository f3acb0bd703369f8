import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { useSession } from '@/lib/session';

/** The screen every route-guard violation shows (docs/product.md §2, §6). */
export function AccessDenied() {
  const t = useT();
  const { claims } = useSession();
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center" maw={520} mx="auto">
      <ThemeIcon size={72} radius="xl" variant="light" color="red">
        <IconLock size={36} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{t('shop.denied.title')}</Title>
      <Text size="lg" c="dimmed">
        {t('shop.denied.text')}
      </Text>
      <Group justify="center" mt="sm">
        <Button component={Link} to={ROUTES.home}>
          {t('shop.backToShop')}
        </Button>
        <Button component={Link} to={ROUTES.login} variant="default">
          {claims ? t('shop.denied.otherAccount') : t('shop.logIn')}
        </Button>
      </Group>
    </Stack>
  );
}
