import { Anchor, Button, Text } from '@mantine/core';
import { IconMailForward, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { useResendVerification } from '../api/verify-email';
import { AuthStatus } from './auth-status';
import { ResendOutcome, toastLinkSent } from './resend-verification-form';

/** After registering: where the verification link went, and a way to get another one. */
export function CheckInbox({ email, message }: { email: string; message?: string }) {
  const t = useT();
  const resend = useResendVerification();

  const resendLink = () =>
    resend.mutate(email, {
      onSuccess: toastLinkSent,
    });

  return (
    <AuthStatus
      icon={<IconMailForward size={30} aria-hidden />}
      color="leaf"
      title={t('account.common.checkInbox')}
      actions={
        <>
          <ResendOutcome resend={resend} />
          <Button
            variant="light"
            size="md"
            radius="xl"
            onClick={resendLink}
            loading={resend.isPending}
            leftSection={<IconSend size={18} aria-hidden />}
            fullWidth
          >
            {t('account.checkInbox.resend')}
          </Button>
          <Anchor component={Link} to={ROUTES.login} ta="center" fw={700} size="sm" mt={4}>
            {t('account.common.backToLogIn')}
          </Anchor>
        </>
      }
    >
      <Text>{message || t('account.checkInbox.registered', { email })}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {t('account.checkInbox.hint')}
      </Text>
    </AuthStatus>
  );
}
