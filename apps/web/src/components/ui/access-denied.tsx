import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { useSession } from '@/lib/session';

/** The screen every route-guard violation shows (docs/product.md §2, §6). */
export function AccessDenied() {
  const { claims } = useSession();
  return (
    <Stack align="center" gap="md" py={80} px="md" ta="center" maw={520} mx="auto">
      <ThemeIcon size={72} radius="xl" variant="light" color="red">
        <IconLock size={36} aria-hidden />
      </ThemeIcon>
      <Title order={1}>{MESSAGES.ACCESS_DENIED_TITLE}</Title>
      <Text size="lg" c="dimmed">
        {MESSAGES.ACCESS_DENIED_TEXT}
      </Text>
      <Group justify="center" mt="sm">
        <Button component={Link} to={ROUTES.home}>
          Back to the shop
        </Button>
        <Button component={Link} to={ROUTES.login} variant="default">
          {claims ? 'Log in with another account' : 'Log in'}
        </Button>
      </Group>
    </Stack>
  );
}
