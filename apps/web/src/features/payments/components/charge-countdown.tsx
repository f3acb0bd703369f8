import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useT } from '@/i18n';
import { formatCountdown } from '@/lib/dates';
import classes from './charge.module.css';

type ChargeCountdownProps = {
  /** Seconds until the charge stops taking money (0: it has lapsed). */
  secondsLeft: number;
};

/**
 * How long the charge still takes money, ticking every second (mm:ss, hh:mm:ss for a VA). The
 * ticking digits are hidden from screen readers; a polite live region says the minutes, so it
 * speaks only when the minute changes, not every second.
 */
export function ChargeCountdown({ secondsLeft }: ChargeCountdownProps) {
  const t = useT();
  const minutes = Math.ceil(secondsLeft / 60);
  return (
    <Group gap={6} wrap="nowrap" data-testid="charge-countdown">
      <IconClockHour4 size={18} aria-hidden />
      <Text size="sm" fw={600} aria-hidden>
        {t('checkout.charge.expiresIn')}{' '}
        <span className={classes.clock} data-testid="charge-clock">
          {formatCountdown(secondsLeft)}
        </span>
      </Text>
      <VisuallyHidden aria-live="polite" aria-atomic>
        {t('checkout.charge.minutesLeft', { minutes })}
      </VisuallyHidden>
    </Group>
  );
}
