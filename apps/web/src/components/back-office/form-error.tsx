import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A back-office form's own error (not one field's), read out when it appears; nothing without one. */
export function FormError({ error }: { error: string | null | undefined }) {
  return error ? (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
      {error}
    </Alert>
  ) : null;
}
