import { VerifyEmailStatus } from '@/features/auth';
import { AuthLayout, useLinkToken } from './auth-layout';

/** /auth/verify-email?token=...: the link in the verification mail. */
export function VerifyEmailPage() {
  const token = useLinkToken();
  return (
    <AuthLayout>
      <VerifyEmailStatus token={token} />
    </AuthLayout>
  );
}
