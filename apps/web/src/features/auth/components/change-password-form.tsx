import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES, Password } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { ruleFrom } from '@/lib/validation';
import { useChangePassword } from '../api/account';
import { FormAlert } from './form-alert';
import {
  CurrentPasswordInput,
  NewPasswordInput,
  repeatedPasswordError,
  RepeatPasswordInput,
} from './password-strength';

const EMPTY = { current_password: '', new_password: '', confirm: '' };

/**
 * The profile editor's password change: the current password, the new one twice. The server ends
 * the account's other sessions (another browser, a phone); this one stays logged in.
 */
export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const [password, setPassword] = useState('');
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: {
      current_password: (value) => (value ? null : MESSAGES.PASSWORD_REQUIRED),
      new_password: ruleFrom(Password),
      confirm: (value, values) => repeatedPasswordError(value, values.new_password),
    },
    onValuesChange: (values) => setPassword(values.new_password),
  });

  const submit = form.onSubmit(({ current_password, new_password }) =>
    mutation.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          toast.success(MESSAGES.PASSWORD_CHANGED, 'Password changed');
          form.setValues(EMPTY);
          setPassword('');
        },
        onError: (error) => {
          const message = errorMessage(error);
          if (message === MESSAGES.PASSWORD_CURRENT_WRONG) form.setFieldError('current_password', message);
          else if (message === MESSAGES.PASSWORD_UNCHANGED) form.setFieldError('new_password', message);
        },
      },
    ),
  );
  const fieldError = [MESSAGES.PASSWORD_CURRENT_WRONG, MESSAGES.PASSWORD_UNCHANGED] as string[];
  const shownAbove = mutation.isError && !fieldError.includes(errorMessage(mutation.error));

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm">
        {shownAbove ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        <CurrentPasswordInput
          label="Current password"
          key={form.key('current_password')}
          {...form.getInputProps('current_password')}
        />
        <NewPasswordInput
          label="New password"
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
          Change password
        </Button>
      </Stack>
    </form>
  );
}
