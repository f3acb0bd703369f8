import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { Password } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/account';
import { passwordRefusal, refusedField, required, rule } from '../lib/rules';
import { FormAlert } from './form-alert';
import {
  CurrentPasswordInput,
  NewPasswordInput,
  repeatedPasswordError,
  RepeatPasswordInput,
} from './password-strength';

const EMPTY = { current_password: '', new_password: '', confirm: '' };

type Field = 'current_password' | 'new_password';

/** Server refusals shown under their field (the rest above the form). */
const FIELD_OF_REFUSAL: Partial<Record<string, Field>> = {
  PASSWORD_CURRENT_WRONG: 'current_password',
  PASSWORD_UNCHANGED: 'new_password',
};
const FIELDS: readonly Field[] = ['current_password', 'new_password'];

/**
 * The profile editor's password change: the current password, the new one twice. The server ends
 * the account's other sessions (another browser, a phone); this one stays logged in.
 */
export function ChangePasswordForm() {
  const t = useT();
  const mutation = useChangePassword();
  const [password, setPassword] = useState('');
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: {
      current_password: required('account.errors.passwordRequired'),
      new_password: rule(Password, passwordRefusal),
      confirm: (value, values) => repeatedPasswordError(value, values.new_password),
    },
    onValuesChange: (values) => setPassword(values.new_password),
  });

  const submit = form.onSubmit(({ current_password, new_password }) =>
    mutation.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          toast.success(t('account.changePassword.done'), t('account.common.passwordChanged'));
          form.setValues(EMPTY);
          setPassword('');
        },
        onError: (error) => {
          const field = refusedField(error, FIELD_OF_REFUSAL, FIELDS);
          if (field) form.setFieldError(field, errorMessage(error));
        },
      },
    ),
  );
  const shownAbove = mutation.isError && !refusedField(mutation.error, FIELD_OF_REFUSAL, FIELDS);

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.changePassword.title')}>
      <Stack gap="sm">
        {shownAbove ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        <CurrentPasswordInput
          label={t('account.changePassword.current')}
          key={form.key('current_password')}
          {...form.getInputProps('current_password')}
        />
        <NewPasswordInput
          label={t('account.password.new')}
          password={password}
          key={form.key('new_password')}
          {...form.getInputProps('new_password')}
        />
        <RepeatPasswordInput key={form.key('confirm')} {...form.getInputProps('confirm')} />
        <Button
          type="submit"
          radius="xl"
          loading={mutation.isPending}
          leftSection={<IconKey size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account.changePassword.title')}
        </Button>
      </Stack>
    </form>
  );
}
