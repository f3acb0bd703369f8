import { z } from 'zod';
import { Role, singleLineText } from './common.schemas';
import { withMessage } from './shapes';
import { LOCALES } from './locale';
import { MESSAGES } from './messages';

/** Limits of account fields. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

export const Email = z
  .string({ error: MESSAGES.EMAIL_INVALID })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.EMAIL_INVALID)
  .pipe(z.email({ error: MESSAGES.EMAIL_INVALID }));

export const Password = z
  .string({ error: MESSAGES.PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.PASSWORD_TOO_LONG);

export const Username = z
  .string({ error: MESSAGES.USERNAME_INVALID })
  .trim()
  .min(USERNAME_MIN_LENGTH, MESSAGES.USERNAME_INVALID)
  .max(USERNAME_MAX_LENGTH, MESSAGES.USERNAME_INVALID)
  .regex(/^[\p{L}\p{N}._ -]+$/u, MESSAGES.USERNAME_INVALID);

export const ReferralCode = singleLineText(
  z.string().trim().toUpperCase().max(32, MESSAGES.REFERRAL_UNKNOWN),
);

/** What the API tells about a user to that user (never the password hash). */
export const PublicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: Role,
  is_verified: z.boolean(),
  image: z.string().nullable(),
  referral_code: z.string(),
  /** The language the user chose (the web switches to it at login); null follows the browser. */
  locale: z.enum(LOCALES).nullable(),
});
export type PublicUser = z.infer<typeof PublicUser>;

/** POST /api/auth/register */
export const RegisterBody = z.object({
  username: Username,
  email: Email,
  password: Password,
  referral_code: ReferralCode.optional().or(z.literal('').transform(() => undefined)),
});
export type RegisterBody = z.input<typeof RegisterBody>;
export const RegisterResponse = z.object({ message: z.string(), data: z.object({ user: PublicUser }) });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** The token of a mailed link: a mangled one gets the same words as an expired one. */
const LinkToken = z
  .string({ error: MESSAGES.LINK_INVALID })
  .min(1, MESSAGES.LINK_INVALID)
  .max(200, MESSAGES.LINK_INVALID);
/** A refresh token as the client keeps it. */
const PresentedRefreshToken = z
  .string({ error: MESSAGES.REFRESH_TOKEN_INVALID })
  .min(1, MESSAGES.REFRESH_TOKEN_INVALID)
  .max(200, MESSAGES.REFRESH_TOKEN_INVALID);

/** POST /api/auth/verify-email */
export const VerifyEmailBody = z.object({ token: LinkToken });
/** POST /api/auth/resend-verification */
export const ResendVerificationBody = z.object({ email: Email });

/** POST /api/auth/login */
export const LoginBody = z.object({
  email: Email,
  password: z
    .string({ error: MESSAGES.PASSWORD_REQUIRED })
    .min(1, MESSAGES.PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.INVALID_CREDENTIALS),
});
export type LoginBody = z.input<typeof LoginBody>;
export const LoginResponse = withMessage(
  z.object({ accessToken: z.string(), refreshToken: z.string(), user: PublicUser }),
);
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * POST /api/auth/refresh-token: the spec's call reads data.refreshToken.accessToken. An API
 * client sends its refresh token in the body and gets the rotated one back there; the web sends
 * none and the server reads and rotates its HttpOnly cookie, leaving the new one out of the body.
 */
export const RefreshTokenBody = z.object({ refreshToken: PresentedRefreshToken.optional() });
export const RefreshTokenResponse = withMessage(
  z.object({
    refreshToken: z.object({ accessToken: z.string(), refreshToken: z.string().optional() }),
  }),
);
export type RefreshTokenResponse = z.infer<typeof RefreshTokenResponse>;

/** POST /api/auth/logout: revokes the refresh token (the body's, else the cookie's) and its family. */
export const LogoutBody = z.object({ refreshToken: PresentedRefreshToken.optional() });

/** POST /api/auth/forgot-password */
export const ForgotPasswordBody = z.object({ email: Email });
/** POST /api/auth/reset-password */
export const ResetPasswordBody = z.object({ token: LinkToken, password: Password });

/** A password typed to prove it is the owner: checked against the account, never its rules. */
const CurrentPassword = z
  .string({ error: MESSAGES.PASSWORD_REQUIRED })
  .min(1, MESSAGES.PASSWORD_REQUIRED)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.PASSWORD_CURRENT_WRONG);

/** PUT /api/auth/password: the current password, then the new one; other sessions end. */
export const ChangePasswordBody = z.object({ current_password: CurrentPassword, new_password: Password });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** POST /api/auth/email-change: a link goes to the new address; the password proves the owner. */
export const EmailChangeBody = z.object({ email: Email, password: CurrentPassword });
export type EmailChangeBody = z.input<typeof EmailChangeBody>;
/** POST /api/auth/email-change/confirm: the token of the link sent to the new address. */
export const ConfirmEmailChangeBody = z.object({ token: LinkToken });
/** POST /api/auth/email-change/cancel: the token of the link in the notice to the current address. */
export const CancelEmailChangeBody = z.object({ token: LinkToken });

/** A plain confirmation answer. */
export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
