import { Anchor, Button, Text } from '@mantine/core';
import { IconMailForward, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMessage, ROUTES } from '@lumbung/contracts';

import { useResendVerification } from '../api/verify-email';
import { AuthStatus } from './auth-status';
import { ResendOutcome, toastLinkSent } from './resend-verification-form';

/** After registering: where the verification link went, and a way to get another one. */
export function CheckInbox({ email, message }: { email: string; message?: string }) {
  const resend = useResendVerification();

  const resendLink = () =>
    resend.mutate(email, {
      onSuccess: toastLinkSent,
    });

  return (
    <AuthStatus
      icon={<IconMailForward size={30} aria-hidden />}
      color="leaf"
      title="Check your inbox"
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
            Resend the link
          </Button>
          <Anchor component={Link} to={ROUTES.login} ta="center" fw={700} size="sm" mt={4}>
            Back to log in
          </Anchor>
        </>
      }
    >
      <Text>{message || formatMessage('REGISTERED', { email })}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        Open the link in that e-mail to verify your account. Nothing there? Look in your spam folder, or send
        it again.
      </Text>
    </AuthStatus>
  );
}
