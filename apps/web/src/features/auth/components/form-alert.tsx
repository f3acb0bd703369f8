import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';

/** A server's refusal shown in the form itself, read out by screen readers as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return <ErrorAlert radius="md">{children}</ErrorAlert>;
}

/** The full-width submit button of the account pages' forms. */
export function SubmitButton(props: ButtonProps & { children: ReactNode }) {
  return <Button type="submit" size="md" radius="xl" fullWidth {...props} />;
}
