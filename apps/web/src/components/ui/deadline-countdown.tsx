import { useEffect, useState } from 'react';
import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useT } from '@/i18n';
import { formatCountdown, formatDateTimeWib, secondsLeft } from '@/lib/dates';

/** The time now, renewed every `intervalMs`. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type DeadlineCountdownProps = {
  deadline: string;
  /** "Pay within", "Transfer within"... */
  label: string;
  /** Said once the deadline has passed. */
  expiredText: string;
};

/**
 * A countdown to a deadline with its date and time in WIB. The ticking clock is a `timer` (not
 * read aloud every second); the deadline itself is plain text.
 */
export function DeadlineCountdown({ deadline, label, expiredText }: DeadlineCountdownProps) {
  const t = useT();
  const now = useNow();
  const left = secondsLeft(deadline, now);
  const expired = left === 0;
  return (
    <Paper
      radius="md"
      p="sm"
      bg={expired ? 'var(--mantine-color-red-0)' : 'var(--mantine-color-turmeric-0)'}
      data-testid="deadline"
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="white" c={expired ? 'red.9' : 'turmeric.9'} radius="xl" size={36}>
          <IconClockHour4 size={20} aria-hidden />
        </ThemeIcon>
        <div>
          {expired ? (
            <Text fw={700} c="red.9">
              {expiredText}
            </Text>
          ) : (
            <Text fw={700}>
              {label}{' '}
              <Text span role="timer" ff="monospace" fw={800} c="turmeric.9" data-testid="countdown">
                {formatCountdown(left)}
              </Text>
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('shop.deadline', { time: formatDateTimeWib(deadline) })}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
