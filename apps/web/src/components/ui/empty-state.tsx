import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
};

/** What a list or page shows when it has nothing in it. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Text component="p" fw={700} size="lg" m={0}>
          {title}
        </Text>
        {children ? (
          <Text c="dimmed" maw={460} component="div">
            {children}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
