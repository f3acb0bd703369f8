import { Anchor, Button, Text } from '@mantine/core';
import { IconMailForward, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMessage, MESSAGES, ROUTES } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/verify-email';
import { AuthStatus } from './auth-status';
import { FormAlert } from './form-alert';

/** After registering: where the verification link went, and a way to get another one. */
export function CheckInbox({ email, message }: { email: string; message?: string }) {
  const resend = useResendVerification();

  const resendLink = () =>
    resend.mutate(email, {
      onSuccess: (answer) => toast.success(answer.message || MESSAGES.VERIFICATION_SENT, 'Link sent'),
    });

  return (
    <AuthStatus
      icon={<IconMailForward size={30} aria-hidden />}
      color="leaf"
      title="Check your inbox"
      actions={
        <>
          {resend.isError ? <FormAlert>{errorMessage(resend.error)}</FormAlert> : null}
          {resend.isSuccess ? (
            <Text size="sm" c="leaf.8" role="status">
              {resend.data.message || MESSAGES.VERIFICATION_SENT}
            </Text>
          ) : null}
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
