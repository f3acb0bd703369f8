import { ROUTES } from '@lumbung/contracts';

/** The account pages (issue 3). The API's mails link to verifyEmail and resetPassword. */
export const AUTH_ROUTES = {
  login: ROUTES.login,
  register: '/auth/register-page',
  verifyEmail: '/auth/verify-email',
  forgotPassword: '/auth/forgot-password-page',
  resetPassword: '/auth/reset-password-page',
} as const;
