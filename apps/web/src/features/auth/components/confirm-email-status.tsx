import { IconUser } from '@tabler/icons-react';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { useSession } from '@/lib/session';
import { useEmailChangeLink, type EmailChangeLink } from '../api/account';
import { EmailTokenStatus } from './email-token-status';
import { LinkButton } from '@/components/ui/link-button';

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
 * cancel, in the notice to the current address). A confirmed address is verified: a session on
 * this browser gets a token that says so.
 */
export function ConfirmEmailStatus({
  token,
  link = 'confirm',
}: {
  token: string | null;
  link?: EmailChangeLink;
}) {
  const { claims } = useSession();
  return (
    <EmailTokenStatus
      token={token}
      call={useEmailChangeLink(link, token)}
      refreshSession={link === 'confirm'}
      texts={TEXTS[link]}
      signedInAction={
        claims ? (
          <LinkButton to={ROUTES.profile} icon={IconUser} fullWidth>
            Back to your profile
          </LinkButton>
        ) : null
      }
      failureActions={
        <LinkButton to={claims ? ROUTES.profile : ROUTES.login} fullWidth>
          {claims ? 'Back to your profile' : 'Log in'}
        </LinkButton>
      }
    />
  );
}
