import { ResetPasswordForm } from '@/features/auth';
import { LinkTokenPage } from './auth-layout';

/** /auth/reset-password-page?token=...: the link in the password-reset mail. */
export function ResetPasswordPage() {
  return <LinkTokenPage>{(token) => <ResetPasswordForm token={token} />}</LinkTokenPage>;
}
