import { TextInput, type TextInputProps } from '@mantine/core';

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
