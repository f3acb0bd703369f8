import { useSearchParams } from 'react-router';
import { ConfirmEmailStatus } from '@/features/auth';
import { AuthLayout } from './auth-layout';

/** /auth/confirm-email?token=...: the link mailed to a new e-mail address. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <ConfirmEmailStatus token={params.get('token') || null} />
    </AuthLayout>
  );
}
