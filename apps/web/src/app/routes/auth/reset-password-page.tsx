import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth';
import { AuthLayout } from './auth-layout';

/** /auth/reset-password-page?token=...: the link in the password-reset mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <ResetPasswordForm token={params.get('token') || null} />
    </AuthLayout>
  );
}
