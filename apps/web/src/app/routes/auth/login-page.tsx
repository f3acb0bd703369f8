import { LoginForm } from '@/features/auth';
import { AuthLayout } from './auth-layout';

/** /auth/login-page: also where a session that cannot be renewed ends up (docs/product.md §2, §8). */
export function LoginPage() {
  return (
    <AuthLayout>
      <LoginForm />
    </AuthLayout>
  );
}
