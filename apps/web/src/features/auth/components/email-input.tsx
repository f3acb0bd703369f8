import { TextInput, type TextInputProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Email } from '@lumbung/contracts';
import { ruleFrom } from '@/lib/validation';

/** The e-mail field of the account forms: the right keyboard, autofill and hint everywhere. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="E-mail"
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      size="md"
      {...props}
    />
  );
}

/** A form that asks for an e-mail address only (a reset link, a new verification link). */
export function useEmailForm() {
  return useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: ruleFrom(Email) },
  });
}
