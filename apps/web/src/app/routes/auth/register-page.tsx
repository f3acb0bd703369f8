import { useSearchParams } from 'react-router';
import { RegisterForm } from '@/features/auth';
import { AuthLayout } from './auth-layout';

/** /auth/register-page; an invitation link adds `?ref=CODE` to fill in the referral code. */
export function RegisterPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <RegisterForm initialReferralCode={params.get('ref') ?? ''} />
    </AuthLayout>
  );
}
