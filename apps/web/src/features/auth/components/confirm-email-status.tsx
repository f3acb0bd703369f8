import { IconUser } from '@tabler/icons-react';
import { ROUTES } from '@lumbung/contracts';
import { LinkButton } from '@/components/ui/link-button';
import { useT, type MessageId } from '@/i18n';
import { useSession } from '@/lib/session';
import { useEmailChangeLink, type EmailChangeLink } from '../api/account';
import { EmailTokenStatus } from './email-token-status';

const TEXTS: Record<EmailChangeLink, { pending: MessageId; done: MessageId; hint: MessageId }> = {
  confirm: {
    pending: 'account.emailLink.confirmPending',
    done: 'account.emailLink.confirmDone',
    hint: 'account.emailLink.confirmHint',
  },
  cancel: {
    pending: 'account.emailLink.cancelPending',
    done: 'account.emailLink.cancelDone',
    hint: 'account.emailLink.cancelHint',
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
  const t = useT();
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
            {t('account.emailLink.backToProfile')}
          </LinkButton>
        ) : null
      }
      failureActions={
        <LinkButton to={claims ? ROUTES.profile : ROUTES.login} fullWidth>
          {t(claims ? 'account.emailLink.backToProfile' : 'account.common.logIn')}
        </LinkButton>
      }
    />
  );
}
