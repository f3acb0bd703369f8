import { VerifyEmailStatus } from '@/features/auth';
import { LinkTokenPage } from './auth-layout';

/** /auth/verify-email?token=...: the link in the verification mail. */
export function VerifyEmailPage() {
  return <LinkTokenPage>{(token) => <VerifyEmailStatus token={token} />}</LinkTokenPage>;
}
