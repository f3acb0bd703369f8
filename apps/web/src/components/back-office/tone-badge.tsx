import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** A light badge in one of the theme's colours; its shade-9 text keeps 4.5:1 on the light background. */
export function ToneBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      styles={{ root: { color: `var(--mantine-color-${color}-9)` } }}
    >
      {children}
    </Badge>
  );
}
