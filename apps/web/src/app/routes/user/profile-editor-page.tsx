import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMapPin, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useLocationState } from '@/features/location';
import { useSession } from '@/lib/session';

const ROLE_LABELS = { USER: 'Shopper', STORE_ADMIN: 'Store admin', SUPER_ADMIN: 'Super admin' } as const;

/** /user/profile-editor: the shopper's own account. */
export function ProfileEditorPage() {
  const { claims } = useSession();
  const { hasAddresses } = useLocationState();
  if (!claims) return null;

  return (
    <PageContainer>
      <PageHeader title="Your profile" eyebrow="Account">
        Your account, your addresses and your store.
      </PageHeader>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="xl">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconUser size={30} aria-hidden />
            </ThemeIcon>
            <Stack gap={4}>
              <Text fw={800} size="lg">
                Account #{claims.id}
              </Text>
              <Group gap="xs">
                <Badge variant="light">{ROLE_LABELS[claims.role]}</Badge>
                <Badge variant="light" color={claims.is_verified ? 'leaf' : 'turmeric'}>
                  {claims.is_verified ? 'E-mail verified' : 'E-mail not verified'}
                </Badge>
              </Group>
            </Stack>
          </Group>
        </Paper>
        {hasAddresses ? null : (
          <EmptyState
            icon={<IconMapPin size={32} aria-hidden />}
            title="No saved addresses"
            action={
              <Button component={Link} to={ROUTES.products} variant="light" radius="xl">
                Continue shopping
              </Button>
            }
          >
            A delivery address decides which store serves you.
          </EmptyState>
        )}
      </SimpleGrid>
    </PageContainer>
  );
}
