import { Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconLinkOff, IconLogin2 } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { ROUTES } from '@lumbung/contracts';
import { t, useT, type MessageId } from '@/i18n';
import { ApiError, errorMessage, refreshSessionNow } from '@/lib/api-client';
import { AuthStatus } from './auth-status';
import { LinkButton } from '@/components/ui/link-button';

/** Why a link did not work: a malformed token is just an invalid link; otherwise the server's words. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return t('account.errors.linkInvalid');
  return errorMessage(error, t('account.errors.linkInvalid'));
}

/** The way to the login page, under an account step that worked for someone not logged in here. */
export function LogInButton() {
  const t = useT();
  return (
    <LinkButton to={ROUTES.login} icon={IconLogin2} fullWidth>
      {t('account.common.logIn')}
    </LinkButton>
  );
}

/** The one-time call a mailed link makes as the page opens, run as a query keyed by its token. */
type TokenCall = { isPending: boolean; isSuccess: boolean; data?: { message: string }; error: unknown };

type EmailTokenStatusProps = {
  token: string | null;
  call: TokenCall;
  /** When the link worked, a session on this browser gets a token that says so. */
  refreshSession: boolean;
  /** Message ids: the call under way, the heading of success, how such links work. */
  texts: { pending: MessageId; done: MessageId; hint: MessageId };
  /** Shown when the server's answer has no words of its own. */
  doneFallback?: string;
  /** The way on after success: for someone logged in on this browser (else the login button). */
  signedInAction: ReactNode | null;
  /** Under a link that did not work. */
  failureActions: ReactNode;
};

/**
 * The page a mailed link opens (verify e-mail, confirm or cancel an e-mail change): the call runs as
 * the page opens, and the page tells how it went.
 */
export function EmailTokenStatus({
  token,
  call,
  refreshSession,
  texts,
  doneFallback,
  signedInAction,
  failureActions,
}: EmailTokenStatusProps) {
  const t = useT();
  const worked = refreshSession && Boolean(token) && call.isSuccess;
  useEffect(() => {
    if (worked) void refreshSessionNow();
  }, [worked]);

  if (token && call.isPending) {
    return (
      <Stack align="center" gap="md" py="xl" role="status">
        <Loader aria-hidden />
        <Title order={1} size="h3">
          {t(texts.pending)}
        </Title>
      </Stack>
    );
  }

  if (token && call.isSuccess) {
    return (
      <AuthStatus
        icon={<IconCircleCheck size={30} aria-hidden />}
        color="leaf"
        title={t(texts.done)}
        actions={signedInAction ?? <LogInButton />}
      >
        {call.data?.message || doneFallback}
      </AuthStatus>
    );
  }

  return (
    <LinkFailure
      message={token ? failureText(call.error) : t('account.errors.linkInvalid')}
      hint={t(texts.hint)}
    >
      {failureActions}
    </LinkFailure>
  );
}

/** 'This link did not work': why, how such links work, and the way on (`children`). */
export function LinkFailure({
  message,
  hint,
  children,
}: {
  message: string;
  hint: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <AuthStatus
      icon={<IconLinkOff size={30} aria-hidden />}
      color="red"
      title={t('account.link.failed')}
      actions={children}
    >
      <Text role="alert" fw={600} c="red.8">
        {message}
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        {hint}
      </Text>
    </AuthStatus>
  );
}
