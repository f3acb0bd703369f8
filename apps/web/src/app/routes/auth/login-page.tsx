import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BRAND, ROUTES } from '@lumbung/contracts';
import { LoginForm } from '@/features/auth';
import { BareLayout } from '../../shell/bare-layout';

/** /auth/login-page: also where a session that cannot be renewed ends up (SPEC §2, §8). */
export function LoginPage() {
  return (
    <BareLayout>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 36 }} maw={440} mx="auto" mt="lg">
        <Title order={1} size="h2">
          Log in
        </Title>
        <Text c="dimmed" mt={6} mb="lg">
          Welcome back to {BRAND}. Log in to shop from your nearest store.
        </Text>
        <LoginForm />
      </Paper>
      <Text ta="center" mt="lg" size="sm">
        <Anchor component={Link} to={ROUTES.home}>
          Back to the shop
        </Anchor>
      </Text>
    </BareLayout>
  );
}
