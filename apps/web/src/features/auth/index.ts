export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { VerifyEmailStatus } from './components/verify-email-status';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { passwordStrength, PasswordStrengthMeter } from './components/password-strength';
export { login, homeFor, startSession, useLogin, type LoginInput, type StartedSession } from './api/login';
export { logout, revokeSession, useLogout } from './api/logout';
