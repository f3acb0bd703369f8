import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * A refusal or failure shown in place: red, with the warning icon, and read out by screen readers
 * as it appears (role="alert"). Spacing, title and radius come from the caller.
 */
export function ErrorAlert(props: Omit<AlertProps, 'color' | 'variant' | 'icon' | 'role'>) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      {...props}
    />
  );
}
