import { Button, type ButtonProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The icon's size for each button size, so an icon never outgrows its label. */
const ICON_SIZE: Partial<Record<string, number>> = { xs: 14, sm: 16, 'compact-md': 16, md: 18, lg: 18 };

type LinkButtonProps = Omit<ButtonProps, 'leftSection' | 'rightSection'> & {
  to: string;
  /** Drawn before the label, or after it with `iconAfter` (an arrow that leads on). */
  icon?: Icon;
  iconAfter?: boolean;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * A router link dressed as the shop's rounded button, with an optional icon sized to it. The first
 * load's own modules (home hero, no-store notice) keep Mantine's Button: importing this there makes
 * the build split Button's loader and transition into chunks of their own, which the first-load
 * budget pays for (docs/performance.md §4.1).
 */
export function LinkButton({
  to,
  icon: IconShape,
  iconAfter = false,
  size = 'md',
  ...props
}: LinkButtonProps) {
  const icon = IconShape ? <IconShape size={ICON_SIZE[String(size)] ?? 18} aria-hidden /> : undefined;
  return (
    <Button
      component={Link}
      to={to}
      size={size}
      radius="xl"
      leftSection={iconAfter ? undefined : icon}
      rightSection={iconAfter ? icon : undefined}
      {...props}
    />
  );
}
