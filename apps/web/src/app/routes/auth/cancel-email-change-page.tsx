import { ConfirmEmailStatus } from '@/features/auth';
import { AuthLayout, useLinkToken } from './auth-layout';

/** /auth/cancel-email-change?token=...: the link in the notice mailed to the current address. */
export function CancelEmailChangePage() {
  const token = useLinkToken();
  return (
    <AuthLayout>
      <ConfirmEmailStatus link="cancel" token={token} />
    </AuthLayout>
  );
}
