import { Alert, Button, type ButtonProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A server's refusal shown in the form itself, read out by screen readers as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
    >
      {children}
    </Alert>
  );
}

/** The full-width submit button of the account pages' forms. */
export function SubmitButton(props: ButtonProps & { children: ReactNode }) {
  return <Button type="submit" size="md" radius="xl" fullWidth {...props} />;
}
