import { useSearchParams } from 'react-router';
import { ConfirmEmailStatus } from '@/features/auth';
import { AuthLayout } from './auth-layout';

/** /auth/cancel-email-change?token=...: the link in the notice mailed to the current address. */
export function CancelEmailChangePage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <ConfirmEmailStatus link="cancel" token={params.get('token') || null} />
    </AuthLayout>
  );
}
