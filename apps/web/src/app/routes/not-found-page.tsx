import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { PRODUCE } from './storefront/produce';

export function NotFoundPage() {
  const t = useT();
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center" maw={560} mx="auto">
      <img src={PRODUCE.basket} alt="" width={96} height={96} />
      <Text fw={800} c="leaf.7" size="sm" tt="uppercase" style={{ letterSpacing: '0.14em' }}>
        {t('shop.notFound.code')}
      </Text>
      <Title order={1}>{t('shop.notFound.title')}</Title>
      <Text size="lg" c="dimmed">
        {t('shop.notFound.text')}
      </Text>
      <Button component={Link} to={ROUTES.home} size="md" radius="xl" mt="sm">
        {t('shop.backToShop')}
      </Button>
    </Stack>
  );
}
