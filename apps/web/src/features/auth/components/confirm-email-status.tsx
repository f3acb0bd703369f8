import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff, IconLogin2, IconUser } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { ApiError, errorMessage, refreshSessionNow } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useEmailChangeLink, type EmailChangeLink } from '../api/account';
import { AuthStatus } from './auth-status';

/** A malformed token is just an invalid link; otherwise the server's words (an address taken meanwhile). */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return MESSAGES.LINK_INVALID;
  return errorMessage(error, MESSAGES.LINK_INVALID);
}

const TEXTS: Record<EmailChangeLink, { pending: string; done: string; hint: string }> = {
  confirm: {
    pending: 'Confirming your new e-mail…',
    done: 'E-mail address changed',
    hint: 'Confirmation links work once, for 24 hours, and only the latest one you asked for. Ask for a new one on your profile page.',
  },
  cancel: {
    pending: MESSAGES.EMAIL_CHANGE_CANCELLING,
    done: MESSAGES.EMAIL_CHANGE_CANCELLED_TITLE,
    hint: MESSAGES.EMAIL_CHANGE_CANCEL_HINT,
  },
};

/**
 * The two links of an e-mail change, opened as the page opens: /auth/confirm-email?token=...
 * (`link` confirm, mailed to the new address) and /auth/cancel-email-change?token=... (`link`
 * cancel, in the notice to the current address).
 */
export function ConfirmEmailStatus({
  token,
  link = 'confirm',
}: {
  token: string | null;
  link?: EmailChangeLink;
}) {
  const confirmation = useEmailChangeLink(link, token);
  const { claims } = useSession();
  const confirmed = link === 'confirm' && Boolean(token) && confirmation.isSuccess;
  const texts = TEXTS[link];

  // The new address is verified: a session on this browser gets a token that says so.
  useEffect(() => {
    if (confirmed) void refreshSessionNow();
  }, [confirmed]);

  if (token && confirmation.isPending) {
    return (
      <Stack align="center" gap="md" py="xl" role="status">
        <Loader aria-hidden />
        <Title order={1} size="h3">
          {texts.pending}
        </Title>
      </Stack>
    );
  }

  if (token && confirmation.isSuccess) {
    return (
      <AuthStatus
        icon={<IconCircleCheck size={30} aria-hidden />}
        color="leaf"
        title={texts.done}
        actions={
          claims ? (
            <Button
              component={Link}
              to={ROUTES.profile}
              size="md"
              radius="xl"
              leftSection={<IconUser size={18} aria-hidden />}
              fullWidth
            >
              Back to your profile
            </Button>
          ) : (
            <Button
              component={Link}
              to={ROUTES.login}
              size="md"
              radius="xl"
              leftSection={<IconLogin2 size={18} aria-hidden />}
              fullWidth
            >
              Log in
            </Button>
          )
        }
      >
        {confirmation.data.message}
      </AuthStatus>
    );
  }

  return (
    <AuthStatus
      icon={<IconLinkOff size={30} aria-hidden />}
      color="red"
      title="This link did not work"
      actions={
        <Button component={Link} to={claims ? ROUTES.profile : ROUTES.login} size="md" radius="xl" fullWidth>
          {claims ? 'Back to your profile' : 'Log in'}
        </Button>
      }
    >
      <Text role="alert" fw={600} c="red.8">
        {token ? failureText(confirmation.error) : MESSAGES.LINK_INVALID}
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        {texts.hint}
      </Text>
    </AuthStatus>
  );
}
