import type { ReactNode } from 'react';
import { Group, Text, type MantineSpacing } from '@mantine/core';

/**
 * One fact of a record: its label dimmed on the left, its value on the right, the value breaking
 * anywhere so a long e-mail or address never pushes the label out.
 */
export function FactRow({
  label,
  children,
  gap = 'md',
  strong = false,
}: {
  label: string;
  children: ReactNode;
  gap?: MantineSpacing;
  /** The value in bold, for the sums a shopper checks. */
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap={gap} wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 600 : undefined}
        ta="right"
        component="div"
        style={{ overflowWrap: 'anywhere' }}
      >
        {children}
      </Text>
    </Group>
  );
}
