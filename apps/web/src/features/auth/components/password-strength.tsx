import { useId } from 'react';
import { Group, PasswordInput, Text, type PasswordInputProps } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lumbung/contracts';
import { t, useT, type MessageId } from '@/i18n';
import classes from './auth-forms.module.css';

export type PasswordStrength = {
  /** 0 for an empty password, then 1 (too short) to 4 (strong). */
  level: 0 | 1 | 2 | 3 | 4;
  label: string;
  color: string;
  checks: { label: string; met: boolean }[];
};

const LEVELS = {
  1: { label: 'account.password.tooShort', color: 'red' },
  2: { label: 'account.password.weak', color: 'orange' },
  3: { label: 'account.password.fair', color: 'turmeric' },
  4: { label: 'account.password.strong', color: 'leaf' },
} as const satisfies Record<number, { label: MessageId; color: string }>;

/**
 * A hint of how hard a password is to guess. Only the length is a rule (the contract's
 * PASSWORD_MIN_LENGTH); mixed case, digits, symbols and a long length raise the level.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    {
      label: t('account.password.minLength', { min: PASSWORD_MIN_LENGTH }),
      met: password.length >= PASSWORD_MIN_LENGTH,
    },
    { label: t('account.password.cases'), met: /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) },
    { label: t('account.password.number'), met: /\d/.test(password) },
    { label: t('account.password.symbol'), met: /[^\p{L}\p{N}\s]/u.test(password) },
  ];
  if (password.length === 0) return { level: 0, label: '', color: 'gray', checks };
  const variety = checks.slice(1).filter((check) => check.met).length + (password.length >= 12 ? 1 : 0);
  const level = password.length < PASSWORD_MIN_LENGTH ? 1 : variety >= 3 ? 4 : variety === 2 ? 3 : 2;
  return { level, label: t(LEVELS[level].label), color: LEVELS[level].color, checks };
}

/** The live strength meter under a new-password field. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const t = useT();
  const strength = passwordStrength(password);
  return (
    <div className={classes.strength} id={id}>
      <Group gap={6} wrap="nowrap" align="center">
        <div
          className={classes.meter}
          role="meter"
          aria-label={t('account.password.strength')}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={strength.level}
          aria-valuetext={strength.label || t('account.password.strengthEmpty')}
        >
          {[1, 2, 3, 4].map((bar) => (
            <span
              key={bar}
              className={classes.bar}
              style={
                bar <= strength.level
                  ? {
                      background: `var(--mantine-color-${strength.color}-${strength.color === 'leaf' ? 6 : 5})`,
                    }
                  : undefined
              }
            />
          ))}
        </div>
        <Text
          size="xs"
          fw={700}
          c={strength.level ? `${strength.color}.8` : 'dimmed'}
          miw={64}
          ta="right"
          aria-live="polite"
        >
          {strength.label || t('account.password.strengthCaption')}
        </Text>
      </Group>
      <ul className={classes.checks}>
        {strength.checks.map((check) => (
          <li key={check.label} data-met={check.met || undefined}>
            {check.met ? (
              <IconCheck size={14} aria-hidden className={classes.checkIcon} />
            ) : (
              <IconCircleDashed size={14} aria-hidden className={classes.checkIcon} />
            )}
            <span>
              {check.label}
              <span className={classes.visuallyHidden}>
                {t(check.met ? 'account.password.checkMet' : 'account.password.checkNotMet')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A new-password field with its live strength meter under it (register, reset). */
export function NewPasswordInput({ password, ...props }: PasswordInputProps & { password: string }) {
  const meterId = useId();
  return (
    <div>
      <PasswordInput
        autoComplete="new-password"
        required
        size="md"
        maxLength={PASSWORD_MAX_LENGTH}
        aria-describedby={meterId}
        {...props}
      />
      <PasswordStrengthMeter password={password} id={meterId} />
    </div>
  );
}

/** The rule of the second password field: it repeats the new password. */
export function repeatedPasswordError(value: string, password: string): string | null {
  if (value.length === 0) return t('account.password.repeatMissing');
  return value === password ? null : t('account.password.mismatch');
}

/** The account's present password, asked before a change to it or to the e-mail. */
export function CurrentPasswordInput(props: PasswordInputProps) {
  return (
    <PasswordInput
      autoComplete="current-password"
      required
      size="md"
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
    />
  );
}

/** The second field of a new password, which must repeat it (see repeatedPasswordError). */
export function RepeatPasswordInput(props: PasswordInputProps) {
  const t = useT();
  return (
    <PasswordInput
      label={t('account.password.confirm')}
      autoComplete="new-password"
      required
      size="md"
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
    />
  );
}
