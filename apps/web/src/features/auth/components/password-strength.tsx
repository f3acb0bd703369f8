import { useId } from 'react';
import { Group, PasswordInput, Text, type PasswordInputProps } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lumbung/contracts';
import classes from './auth-forms.module.css';

export type PasswordStrength = {
  /** 0 for an empty password, then 1 (too short) to 4 (strong). */
  level: 0 | 1 | 2 | 3 | 4;
  label: string;
  color: string;
  checks: { label: string; met: boolean }[];
};

const LEVELS = {
  1: { label: 'Too short', color: 'red' },
  2: { label: 'Weak', color: 'orange' },
  3: { label: 'Fair', color: 'turmeric' },
  4: { label: 'Strong', color: 'leaf' },
} as const;

/**
 * A hint of how hard a password is to guess. Only the length is a rule (the contract's
 * PASSWORD_MIN_LENGTH); mixed case, digits, symbols and a long length raise the level.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checks = [
    { label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: password.length >= PASSWORD_MIN_LENGTH },
    { label: 'Upper and lower case', met: /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) },
    { label: 'A number', met: /\d/.test(password) },
    { label: 'A symbol', met: /[^\p{L}\p{N}\s]/u.test(password) },
  ];
  if (password.length === 0) return { level: 0, label: '', color: 'gray', checks };
  if (password.length < PASSWORD_MIN_LENGTH) return { level: 1, ...LEVELS[1], checks };
  const variety = checks.slice(1).filter((check) => check.met).length + (password.length >= 12 ? 1 : 0);
  const level = variety >= 3 ? 4 : variety === 2 ? 3 : 2;
  return { level, ...LEVELS[level], checks };
}

/** The live strength meter under a new-password field. */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const strength = passwordStrength(password);
  return (
    <div className={classes.strength} id={id}>
      <Group gap={6} wrap="nowrap" align="center">
        <div
          className={classes.meter}
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={strength.level}
          aria-valuetext={strength.label || 'Empty'}
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
          {strength.label || 'Strength'}
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
              <span className={classes.visuallyHidden}>{check.met ? ': done' : ': not yet'}</span>
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
  if (value.length === 0) return 'Repeat the new password';
  return value === password ? null : 'The two passwords do not match.';
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
  return (
    <PasswordInput
      label="Confirm new password"
      autoComplete="new-password"
      required
      size="md"
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
    />
  );
}
