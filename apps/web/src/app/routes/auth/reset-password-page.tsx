import { ResetPasswordForm } from '@/features/auth';
import { AuthLayout, useLinkToken } from './auth-layout';

/** /auth/reset-password-page?token=...: the link in the password-reset mail. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  return (
    <AuthLayout>
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
