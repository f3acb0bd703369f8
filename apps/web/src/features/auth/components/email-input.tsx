import { TextInput, type TextInputProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Email } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { rule } from '../lib/rules';

/** The e-mail field of the account forms: the right keyboard, autofill and hint everywhere. */
export function EmailInput(props: TextInputProps) {
  const t = useT();
  return (
    <TextInput
      label={t('account.email.label')}
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t('account.email.placeholder')}
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
    validate: { email: rule(Email, 'account.errors.emailInvalid') },
  });
}
