import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelEmailChangeBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  EmailChangeBody,
  ErrorBody,
  formatMessage,
  MESSAGES,
  MessageResponse,
} from '@lumbung/contracts';
import { AppError } from '../../platform/errors';
import {
  assertUnderLimit,
  startLoginAttempt,
  type LoginAttempt,
  type WindowCounter,
} from '../../platform/rate-limits';
import {
  cancelEmailChange,
  changePassword,
  confirmEmailChange,
  requestEmailChange,
} from './auth.account.service';
import type { AuthContext } from './auth.service';

const tags = ['auth'];
const failures = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

/**
 * The signed-in person's own password and e-mail address, for the profile editor. The
 * current password they type is guessed at no faster than at login: each call counts as a login
 * attempt on the account from that client (platform/rate-limits.ts), given back once the password
 * is right.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // The app's context with the request's log, so an account's log lines carry the request id.
  const contextOf = (request: FastifyRequest): AuthContext => ({
    ...app.ctx,
    log: request.log,
    locale: request.locale,
  });
  const limits = app.authRateLimits;

  /** Runs `work` as a login attempt: a wrong password stays counted, anything else is given back. */
  async function asAttempt<T>(request: FastifyRequest, userId: number, work: () => Promise<T>): Promise<T> {
    const attempt: LoginAttempt = await startLoginAttempt(limits, {
      email: `account:${userId}`,
      ip: request.ip,
    });
    try {
      const result = await work();
      attempt.succeeded();
      return result;
    } catch (error) {
      if (!(error instanceof AppError && error.key === 'PASSWORD_CURRENT_WRONG')) attempt.succeeded();
      throw error;
    }
  }

  const callerOf = (request: FastifyRequest) => {
    if (!request.user) throw new AppError(401, 'UNAUTHORIZED');
    return request.user;
  };

  app.put(
    '/auth/password',
    {
      schema: {
        tags,
        summary: "Change the caller's password: the current one is required; every other session ends",
        body: ChangePasswordBody,
        response: { 200: MessageResponse, ...failures },
      },
    },
    async (request) => {
      const user = callerOf(request);
      await asAttempt(request, user.id, () =>
        changePassword(contextOf(request), {
          userId: user.id,
          keepSessionId: user.session_id,
          currentPassword: request.body.current_password,
          newPassword: request.body.new_password,
        }),
      );
      return { message: MESSAGES.PASSWORD_CHANGED };
    },
  );

  app.post(
    '/auth/email-change',
    {
      schema: {
        tags,
        summary: 'Ask to move the account to another e-mail address: a confirmation link goes there',
        body: EmailChangeBody,
        response: { 202: MessageResponse, ...failures },
      },
    },
    async (request, reply) => {
      const user = callerOf(request);
      const { email, password } = request.body;
      // Mails per address and per account, counted once the request went through.
      const mails: Array<[WindowCounter, string]> = [
        [limits.mailsPerEmail, `change:${email}`],
        [limits.mailsPerEmail, `change-account:${user.id}`],
      ];
      assertUnderLimit(mails);
      await asAttempt(request, user.id, () =>
        requestEmailChange(contextOf(request), { userId: user.id, email, password }),
      );
      for (const [counter, key] of mails) counter.add(key);
      return reply.status(202).send({ message: formatMessage('EMAIL_CHANGE_SENT', { email }) });
    },
  );

  app.post(
    '/auth/email-change/confirm',
    {
      // The link may be opened on another device, without a session.
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Confirm an e-mail change with the token of the link sent to the new address',
        body: ConfirmEmailChangeBody,
        response: { 200: MessageResponse, ...failures },
      },
    },
    async (request) => {
      const email = await confirmEmailChange(contextOf(request), request.body.token);
      return { message: formatMessage('EMAIL_CHANGED', { email }) };
    },
  );

  app.post(
    '/auth/email-change/cancel',
    {
      // Opened from the notice mailed to the current address, often without a session.
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Cancel an e-mail change with the token of the link sent to the current address',
        body: CancelEmailChangeBody,
        response: { 200: MessageResponse, ...failures },
      },
    },
    async (request) => {
      await cancelEmailChange(contextOf(request), request.body.token);
      return { message: MESSAGES.EMAIL_CHANGE_CANCELLED };
    },
  );
};
