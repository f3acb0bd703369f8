import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { ChangeEmailForm, ChangePasswordForm } from '@/features/auth';
import { useRefreshStoreLookup } from '@/features/location';
import {
  LanguageCard,
  ProfileCard,
  profileKeys,
  ReferralCard,
  useProfile,
  useSaveLocale,
} from '@/features/profile';
import { useT, type Locale } from '@/i18n';
import { useSession } from '@/lib/session';
import { AccountNav } from './account-nav';

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

type ProfileEditorProps = {
  userId: number;
  /** After the shopper picked a language on this page (see LanguageCard). */
  onLocaleChange?: (locale: Locale) => void;
};

function ProfileEditor({ userId, onLocaleChange }: ProfileEditorProps) {
  const t = useT();
  const profile = useProfile(userId);
  const queryClient = useQueryClient();
  // A new name greets the shopper on the home page at once.
  const refreshStore = useRefreshStoreLookup();

  if (profile.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing="lg"
        aria-busy="true"
        aria-label={t('account.profile.loading')}
      >
        <Skeleton height={320} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </SimpleGrid>
    );
  }
  if (profile.isError) {
    return <LoadFailure message={t('account.errors.profileFetch')} onRetry={() => void profile.refetch()} />;
  }
  const data = profile.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        <ProfileCard profile={data} onRenamed={refreshStore} />
        <LanguageCard onLocaleChange={onLocaleChange} />
        <Section title={t('account.changeEmail.title')}>
          <ChangeEmailForm
            currentEmail={data.email}
            pendingEmail={data.pending_email}
            onSent={() => void queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId) })}
          />
        </Section>
      </Stack>
      <Stack gap="lg">
        <ReferralCard code={data.referral_code} />
        <Section title={t('account.changePassword.title')}>
          <ChangePasswordForm />
        </Section>
      </Stack>
    </SimpleGrid>
  );
}

/** /user/profile-editor: the shopper's own account. */
export default function ProfileEditorPage() {
  const t = useT();
  const { claims } = useSession();
  const saveLocale = useSaveLocale();
  if (!claims) return null;
  return (
    <PageContainer>
      <PageHeader title={t('account.profile.title')} eyebrow={t('account.common.eyebrow')}>
        {t('account.profile.intro')}
      </PageHeader>
      <AccountNav />
      {/* The switch keeps the language in the browser's cookie, and the account keeps it too
          (the profile's `locale`): the shopper's other devices and next login speak it. */}
      <ProfileEditor userId={claims.id} onLocaleChange={saveLocale} />
    </PageContainer>
  );
}
