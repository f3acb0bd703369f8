import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { PRODUCE } from './storefront/produce';

export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center" maw={560} mx="auto">
      <img src={PRODUCE.basket} alt="" width={96} height={96} />
      <Text fw={800} c="leaf.7" size="sm" tt="uppercase" style={{ letterSpacing: '0.14em' }}>
        Error 404
      </Text>
      <Title order={1}>Page not found</Title>
      <Text size="lg" c="dimmed">
        This shelf is empty: the page you asked for does not exist or has moved.
      </Text>
      <Button component={Link} to={ROUTES.home} size="md" radius="xl" mt="sm">
        Back to the shop
      </Button>
    </Stack>
  );
}
