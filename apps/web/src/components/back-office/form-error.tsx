import { ErrorAlert } from '@/components/ui/error-alert';

/** A back-office form's own error (not one field's), read out when it appears; nothing without one. */
export function FormError({ error }: { error: string | null | undefined }) {
  return error ? <ErrorAlert>{error}</ErrorAlert> : null;
}
