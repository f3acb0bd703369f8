import { Anchor, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { LinkButton } from '@/components/ui/link-button';
import { T, useT, type MessageId } from '@/i18n';
import { useSession } from '@/lib/session';
import { homeFor } from '../api/login';
import { useVerifyEmail } from '../api/verify-email';
import { EmailTokenStatus } from './email-token-status';
import { ResendVerificationForm } from './resend-verification-form';

const TEXTS: { pending: MessageId; done: MessageId; hint: MessageId } = {
  pending: 'account.verify.pending',
  done: 'account.verify.done',
  hint: 'account.verify.hint',
};

/**
 * /auth/verify-email?token=...: verifies as the page opens and tells how it went. Someone logged in
 * on this browser gets a token that says verified, without logging in again.
 */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const t = useT();
  const { claims } = useSession();
  return (
    <EmailTokenStatus
      token={token}
      call={useVerifyEmail(token)}
      refreshSession
      texts={TEXTS}
      doneFallback={t('account.verify.verified')}
      signedInAction={
        claims ? (
          <LinkButton to={homeFor(claims.role)} icon={IconArrowRight} iconAfter fullWidth>
            {t('account.verify.continue')}
          </LinkButton>
        ) : null
      }
      failureActions={
        <>
          <ResendVerificationForm />
          <Text size="sm" ta="center" mt={4}>
            <T
              id="account.verify.alreadyVerified"
              components={{ 0: <Anchor component={Link} to={ROUTES.login} fw={700} /> }}
            />
          </Text>
        </>
      }
    />
  );
}
