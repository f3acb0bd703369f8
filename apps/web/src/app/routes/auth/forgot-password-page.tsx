import { ForgotPasswordForm } from '@/features/auth';
import { AuthLayout } from './auth-layout';

/** /auth/forgot-password-page */
export function ForgotPasswordPage() {
  return (
    <AuthLayout>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
