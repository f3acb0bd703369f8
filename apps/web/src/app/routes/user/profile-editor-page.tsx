import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';

import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@lumbung/contracts';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { ChangeEmailForm, ChangePasswordForm } from '@/features/auth';
import { useRefreshStoreLookup } from '@/features/location';
import { ProfileCard, profileKeys, ReferralCard, useProfile } from '@/features/profile';
import { useSession } from '@/lib/session';
import { AccountNav } from './account-nav';
import { LoadFailure } from '@/components/ui/load-failure';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function ProfileEditor({ userId }: { userId: number }) {
  const profile = useProfile(userId);
  const queryClient = useQueryClient();
  // A new name greets the shopper on the home page at once.
  const refreshStore = useRefreshStoreLookup();

  if (profile.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" aria-busy="true" aria-label="Loading your profile">
        <Skeleton height={320} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </SimpleGrid>
    );
  }
  if (profile.isError) {
    return <LoadFailure message={MESSAGES.PROFILE_FETCH_ERROR} onRetry={() => void profile.refetch()} />;
  }
  const data = profile.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        <ProfileCard profile={data} onRenamed={refreshStore} />
        <Section title="Change e-mail address">
          <ChangeEmailForm
            currentEmail={data.email}
            pendingEmail={data.pending_email}
            onSent={() => void queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId) })}
          />
        </Section>
      </Stack>
      <Stack gap="lg">
        <ReferralCard code={data.referral_code} />
        <Section title="Change password">
          <ChangePasswordForm />
        </Section>
      </Stack>
    </SimpleGrid>
  );
}

/** /user/profile-editor: the shopper's own account. */
export default function ProfileEditorPage() {
  const { claims } = useSession();
  if (!claims) return null;
  return (
    <PageContainer>
      <PageHeader title="Your profile" eyebrow="Account">
        Your name, picture, e-mail and password, and a code to invite friends.
      </PageHeader>
      <AccountNav />
      <ProfileEditor userId={claims.id} />
    </PageContainer>
  );
}
