import { ConfirmEmailStatus } from '@/features/auth';
import { LinkTokenPage } from './auth-layout';

/** /auth/confirm-email?token=...: the link mailed to a new e-mail address. */
export function ConfirmEmailPage() {
  return <LinkTokenPage>{(token) => <ConfirmEmailStatus token={token} />}</LinkTokenPage>;
}
