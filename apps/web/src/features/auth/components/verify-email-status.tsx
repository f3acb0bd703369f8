import { Anchor, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { useSession } from '@/lib/session';
import { homeFor } from '../api/login';
import { useVerifyEmail } from '../api/verify-email';
import { EmailTokenStatus } from './email-token-status';
import { ResendVerificationForm } from './resend-verification-form';
import { LinkButton } from '@/components/ui/link-button';

const TEXTS = {
  pending: 'Verifying your e-mail…',
  done: 'E-mail verified',
  hint: 'Verification links work once and expire. Enter your e-mail to get a new one.',
};

/**
 * /auth/verify-email?token=...: verifies as the page opens and tells how it went. Someone logged in
 * on this browser gets a token that says verified, without logging in again.
 */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const { claims } = useSession();
  return (
    <EmailTokenStatus
      token={token}
      call={useVerifyEmail(token)}
      refreshSession
      texts={TEXTS}
      doneFallback={MESSAGES.EMAIL_VERIFIED}
      signedInAction={
        claims ? (
          <LinkButton to={homeFor(claims.role)} icon={IconArrowRight} iconAfter fullWidth>
            Continue
          </LinkButton>
        ) : null
      }
      failureActions={
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
    />
  );
}
