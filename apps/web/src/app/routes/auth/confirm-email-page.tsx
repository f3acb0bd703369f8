import { ConfirmEmailStatus } from '@/features/auth';
import { AuthLayout, useLinkToken } from './auth-layout';

/** /auth/confirm-email?token=...: the link mailed to a new e-mail address. */
export function ConfirmEmailPage() {
  const token = useLinkToken();
  return (
    <AuthLayout>
      <ConfirmEmailStatus token={token} />
    </AuthLayout>
  );
}
