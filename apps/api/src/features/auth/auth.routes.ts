/**
 * Accounts and sessions over HTTP (docs/architecture.md §4 auth calls, docs/product.md §7): thin handlers that parse with
 * the contracts, apply the abuse limits and call auth.service.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  ForgotPasswordBody,
  formatMessage,
  LoginBody,
  LoginResponse,
  LogoutBody,
  MESSAGES,
  MessageResponse,
  RefreshTokenBody,
  RefreshTokenResponse,
  RegisterBody,
  RegisterResponse,
  ResendVerificationBody,
  ResetPasswordBody,
  VerifyEmailBody,
} from '@lumbung/contracts';
import { AppError } from '../../platform/errors';
import { consume, startLoginAttempt } from '../../platform/rate-limits';
import {
  forgotPassword,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
  type AuthContext,
} from './auth.service';
import { login, logout, refreshSession, REFRESH_GRACE_SECONDS, type Session } from './auth.sessions.service';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './auth.refresh-cookie';
import { accountRoutes } from './auth.account.routes';

const tags = ['auth'];
/** The account calls are open to everyone: they are how one gets a token. */
const open = { auth: 'public' } as const;
const failures = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
  429: ErrorBody,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The app's context with the request's log, so an account's log lines carry the request id.
  const contextOf = (request: FastifyRequest): AuthContext => ({
    ...app.ctx,
    log: request.log,
    locale: request.locale,
  });
  const limits = app.authRateLimits;

  app.post(
    '/auth/register',
    {
      config: open,
      schema: {
        tags,
        summary: 'Create an unverified shopper account and mail a verification link',
        body: RegisterBody,
        response: { 201: RegisterResponse, ...failures },
      },
    },
    async (request, reply) => {
      consume([[limits.registerPerIp, request.ip]]);
      // The account keeps the language the browser asks for, when it names one of ours.
      const user = await register(contextOf(request), { ...request.body, locale: request.statedLocale });
      return reply
        .status(201)
        .send({ message: formatMessage('REGISTERED', { email: user.email }), data: { user } });
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: open,
      schema: {
        tags,
        summary: 'Verify the e-mail address with the token of the mailed link',
        body: VerifyEmailBody,
        response: { 200: MessageResponse, ...failures },
      },
    },
    async (request) => {
      await verifyEmail(contextOf(request), request.body.token);
      return { message: MESSAGES.EMAIL_VERIFIED };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: open,
      schema: {
        tags,
        summary: 'Mail a new verification link (same answer whether or not the account exists)',
        body: ResendVerificationBody,
        response: { 200: MessageResponse, ...failures },
      },
    },
    async (request) => {
      const { email } = request.body;
      // Counted for every address alike, so the limit tells nothing about which accounts exist.
      consume([
        [limits.resendPerIp, request.ip],
        [limits.mailsPerEmail, `verify:${email}`],
      ]);
      await resendVerification(contextOf(request), email);
      return { message: MESSAGES.VERIFICATION_SENT };
    },
  );

  app.post(
    '/auth/login',
    {
      config: open,
      schema: {
        tags,
        summary: 'Log in: an access token, a refresh token and the user',
        description:
          'The refresh token comes in the body for API clients and in an HttpOnly cookie scoped to /api/auth for browsers.',
        body: LoginBody,
        response: { 200: LoginResponse, ...failures },
      },
    },
    async (request, reply) => {
      // Counted before the password is checked; a success gives its count back (rate-limits.ts).
      const attempt = await startLoginAttempt(limits, { email: request.body.email, ip: request.ip });
      const session = await login(contextOf(request), request.body);
      if (!session) throw new AppError(401, 'INVALID_CREDENTIALS');
      attempt.succeeded();
      setRefreshCookie(reply, request, app.config, session.refreshToken);
      return { message: MESSAGES.LOGGED_IN, data: session };
    },
  );

  app.post(
    '/auth/refresh-token',
    {
      config: open,
      schema: {
        tags,
        summary: 'Rotate a refresh token: a new access token and a new refresh token',
        description: `The presented refresh token is rotated. Presented again within ${REFRESH_GRACE_SECONDS} seconds (two tabs renewing at once) it gets the same new pair; later, presenting it again revokes every token of its session. A token in the body is answered in the body; without one, the HttpOnly cookie's token is rotated into a new cookie and the body carries only the access token. Neither: 401 SESSION_NONE.`,
        body: RefreshTokenBody,
        response: { 200: RefreshTokenResponse, ...failures },
      },
    },
    async (request, reply) => {
      const inBody = request.body.refreshToken;
      const presented = inBody ?? refreshCookieOf(request);
      if (!presented) throw new AppError(401, 'SESSION_NONE');
      let session: Session;
      try {
        session = await refreshSession(contextOf(request), presented);
      } catch (error) {
        // A cookie that no longer renews anything is dropped, so the browser stops sending it.
        if (!inBody) clearRefreshCookie(reply, request, app.config);
        throw error;
      }
      if (inBody) return { message: MESSAGES.TOKEN_REFRESHED, data: { refreshToken: session } };
      // The rotated token stays out of the body: a script on the page could read it there.
      setRefreshCookie(reply, request, app.config, session.refreshToken);
      return {
        message: MESSAGES.TOKEN_REFRESHED,
        data: { refreshToken: { accessToken: session.accessToken } },
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: open,
      schema: {
        tags,
        summary: "End the session of a refresh token (the body's, else the cookie's) on the server",
        body: LogoutBody,
        response: { 200: MessageResponse, ...failures },
      },
    },
    async (request, reply) => {
      await logout(contextOf(request), request.body.refreshToken ?? refreshCookieOf(request) ?? undefined);
      clearRefreshCookie(reply, request, app.config);
      return { message: MESSAGES.LOGGED_OUT };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: open,
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: ForgotPasswordBody,
        response: { 200: MessageResponse, ...failures },
      },
    },
    async (request) => {
      const { email } = request.body;
      consume([
        [limits.forgotPerIp, request.ip],
        [limits.mailsPerEmail, `reset:${email}`],
      ]);
      await forgotPassword(contextOf(request), email);
      return { message: MESSAGES.RESET_SENT };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: open,
      schema: {
        tags,
        summary: 'Set a new password with the token of the mailed link (once, within an hour)',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...failures },
      },
    },
    async (request) => {
      await resetPassword(contextOf(request), request.body);
      return { message: MESSAGES.PASSWORD_RESET_DONE };
    },
  );

  // The signed-in person's own password and e-mail address.
  await app.register(accountRoutes);
};
