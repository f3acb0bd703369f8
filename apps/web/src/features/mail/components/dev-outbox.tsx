import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MailStatus, OutboxMail } from '@lumbung/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { currentLocale, useT } from '@/i18n';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDevOutbox } from '../api/get-dev-outbox';

const STATUS_COLOR: Record<MailStatus, string> = {
  QUEUED: 'gray',
  SENT: 'leaf',
  FAILED: 'red',
  OUTBOX: 'turmeric',
};

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(currentLocale() === 'id' ? 'id-ID' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
}

/**
 * A link of a mail, opened inside this app when it points at one of its pages: the mail carries
 * PUBLIC_URL, which in development may be another port than the page you are on.
 */
function MailLink({ href }: { href: string }) {
  let inApp: string | null = null;
  try {
    const url = new URL(href);
    if (url.protocol === 'http:' || url.protocol === 'https:')
      inApp = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    inApp = null;
  }
  return inApp ? (
    <Anchor component={Link} to={inApp} size="sm" style={{ wordBreak: 'break-all' }}>
      {href}
    </Anchor>
  ) : (
    <Text size="sm" style={{ wordBreak: 'break-all' }}>
      {href}
    </Text>
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-label={mail.subject}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={2} size="h4">
            {mail.subject}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.outbox.to', { address: mail.to_address, when: formatWhen(mail.created_at) })}
          </Text>
        </Stack>
        <Badge color={STATUS_COLOR[mail.status]} variant="light">
          {mail.status}
        </Badge>
      </Group>
      {mail.error ? (
        <Text size="sm" c="red.8" mt="xs">
          {mail.error}
        </Text>
      ) : null}
      {mail.links.length > 0 ? (
        <Stack gap={4} mt="md">
          <Text size="xs" fw={700} tt="uppercase" c="leaf.7">
            {t('account.outbox.links')}
          </Text>
          {mail.links.map((link) => (
            <MailLink key={link} href={link} />
          ))}
        </Stack>
      ) : null}
      <Text
        component="pre"
        size="sm"
        mt="md"
        p="sm"
        bg="gray.0"
        style={{ whiteSpace: 'pre-wrap', borderRadius: 8, fontFamily: 'inherit' }}
      >
        {mail.text_body}
      </Text>
    </Paper>
  );
}

/** The development mail outbox: every mail the shop sent or kept, with its links to click. */
export function DevOutbox() {
  const t = useT();
  const outbox = useDevOutbox();

  if (outbox.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('account.outbox.loading')} />
      </Group>
    );
  }

  if (outbox.isError) {
    const unavailable = outbox.error instanceof ApiError && outbox.error.status === 404;
    return (
      <EmptyState icon={<IconMailOff size={32} aria-hidden />} title={t('account.outbox.unavailable')}>
        {unavailable ? t('account.outbox.devOnly') : errorMessage(outbox.error)}
      </EmptyState>
    );
  }

  const mails = outbox.data.data;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm" role="status">
          {t('account.outbox.count', { count: mails.length })}
        </Text>
        <Button
          variant="light"
          size="xs"
          radius="xl"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          {t('account.outbox.refresh')}
        </Button>
      </Group>
      {mails.length === 0 ? (
        <EmptyState icon={<IconMailOff size={32} aria-hidden />} title={t('account.outbox.empty')}>
          {t('account.outbox.emptyHint')}
        </EmptyState>
      ) : (
        mails.map((mail) => <MailCard key={mail.mail_id} mail={mail} />)
      )}
    </Stack>
  );
}
