import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconKey } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES, Password, ROUTES } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { ruleFrom } from '@/lib/validation';
import { useResetPassword } from '../api/password-reset';
import { AuthHeading } from './auth-heading';
import { AuthStatus } from './auth-status';
import { LinkFailure, LogInButton } from './email-token-status';
import { FormAlert, SubmitButton } from './form-alert';
import { NewPasswordInput, repeatedPasswordError, RepeatPasswordInput } from './password-strength';
import classes from './auth-forms.module.css';

function InvalidLink({ message }: { message: string }) {
  return (
    <LinkFailure message={message} hint="Reset links work once and expire after one hour.">
      <Button component={Link} to={ROUTES.forgotPassword} size="md" radius="xl" fullWidth>
        Request a new link
      </Button>
    </LinkFailure>
  );
}

/** /auth/reset-password-page?token=...: a new password (twice), then off to log in. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const mutation = useResetPassword();
  const headingId = useId();
  const [password, setPassword] = useState('');
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: ruleFrom(Password),
      confirm: (value, values) => repeatedPasswordError(value, values.password),
    },
    onValuesChange: (values) => setPassword(values.password),
  });

  if (!token) return <InvalidLink message={MESSAGES.LINK_INVALID} />;

  const submit = form.onSubmit(({ password: newPassword }) =>
    mutation.mutate(
      { token, password: newPassword },
      { onSuccess: () => toast.success(MESSAGES.PASSWORD_RESET_DONE, 'Password changed') },
    ),
  );

  if (mutation.isSuccess) {
    return (
      <AuthStatus
        icon={<IconCircleCheck size={30} aria-hidden />}
        color="leaf"
        title="Password changed"
        actions={<LogInButton />}
      >
        {MESSAGES.PASSWORD_RESET_DONE}
      </AuthStatus>
    );
  }

  const linkRefused = mutation.isError && errorMessage(mutation.error) === MESSAGES.LINK_INVALID;
  if (linkRefused) return <InvalidLink message={MESSAGES.LINK_INVALID} />;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <AuthHeading id={headingId} title="Set a new password">
        Choose a password you do not use anywhere else. You will log in with it from now on.
      </AuthHeading>
      <Stack gap="md">
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        <NewPasswordInput
          label="New password"
          password={password}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <RepeatPasswordInput key={form.key('confirm')} {...form.getInputProps('confirm')} />
        <SubmitButton loading={mutation.isPending} leftSection={<IconKey size={18} aria-hidden />} mt={4}>
          Set new password
        </SubmitButton>
      </Stack>
      <p className={classes.divider}>
        <Anchor component={Link} to={ROUTES.login} fw={700}>
          Back to log in
        </Anchor>
      </p>
    </form>
  );
}
