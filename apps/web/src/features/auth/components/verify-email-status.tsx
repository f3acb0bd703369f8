import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconLinkOff, IconLogin2 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { ApiError, errorMessage, refreshSessionNow } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { homeFor } from '../api/login';
import { useVerifyEmail } from '../api/verify-email';
import { AuthStatus } from './auth-status';
import { ResendVerificationForm } from './resend-verification-form';

/** Why a link did not verify: a malformed token is just an invalid link; otherwise the server's words. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return MESSAGES.LINK_INVALID;
  return errorMessage(error, MESSAGES.LINK_INVALID);
}

/** /auth/verify-email?token=...: verifies as the page opens and tells how it went. */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const verification = useVerifyEmail(token);
  const { claims } = useSession();
  const verified = Boolean(token) && verification.isSuccess;

  // Someone logged in on this browser gets a token that says verified, without logging in again.
  useEffect(() => {
    if (verified) void refreshSessionNow();
  }, [verified]);

  if (token && verification.isPending) {
    return (
      <Stack align="center" gap="md" py="xl" role="status">
        <Loader aria-hidden />
        <Title order={1} size="h3">
          Verifying your e-mail…
        </Title>
      </Stack>
    );
  }

  if (token && verification.isSuccess) {
    return (
      <AuthStatus
        icon={<IconCircleCheck size={30} aria-hidden />}
        color="leaf"
        title="E-mail verified"
        actions={
          claims ? (
            <Button
              component={Link}
              to={homeFor(claims.role)}
              size="md"
              radius="xl"
              rightSection={<IconArrowRight size={18} aria-hidden />}
              fullWidth
            >
              Continue
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
        {verification.data.message || MESSAGES.EMAIL_VERIFIED}
      </AuthStatus>
    );
  }

  return (
    <AuthStatus
      icon={<IconLinkOff size={30} aria-hidden />}
      color="red"
      title="This link did not work"
      actions={
        <>
          <ResendVerificationForm />
          <Text size="sm" ta="center" mt={4}>
            Already verified?{' '}
            <Anchor component={Link} to={ROUTES.login} fw={700}>
              Log in
            </Anchor>
          </Text>
        </>
      }
    >
      <Text role="alert" fw={600} c="red.8">
        {token ? failureText(verification.error) : MESSAGES.LINK_INVALID}
      </Text>
      <Text size="sm" c="dimmed" mt="xs">
        Verification links work once and expire. Enter your e-mail to get a new one.
      </Text>
    </AuthStatus>
  );
}
