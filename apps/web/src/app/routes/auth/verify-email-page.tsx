import { useSearchParams } from 'react-router';
import { VerifyEmailStatus } from '@/features/auth';
import { AuthLayout } from './auth-layout';

/** /auth/verify-email?token=...: the link in the verification mail. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <VerifyEmailStatus token={params.get('token') || null} />
    </AuthLayout>
  );
}
