import { Anchor, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BRAND, Email, MESSAGES, ROUTES } from '@lumbung/contracts';
import { errorMessage } from '@/lib/api-client';
import { reloadTo } from '@/lib/navigation';
import { ruleFrom } from '@/lib/validation';
import { useLogin } from '../api/login';
import { AuthHeading } from './auth-heading';
import { FormAlert, SubmitButton } from './form-alert';
import { EmailInput } from './email-input';
import classes from './auth-forms.module.css';

export function LoginForm() {
  const mutation = useLogin();
  const headingId = useId();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: ruleFrom(Email),
      password: (value) => (value.length > 0 ? null : 'Enter your password'),
    },
  });

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      { email: values.email.trim(), password: values.password },
      {
        // A full load starts the shop fresh for the new account, and the guard reads the new cookie.
        onSuccess: ({ destination }) => reloadTo(destination),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <AuthHeading id={headingId} title="Welcome back">
        Log in to shop from the {BRAND} store nearest you.
      </AuthHeading>
      <Stack gap="md">
        {mutation.isError ? (
          <FormAlert>{errorMessage(mutation.error, MESSAGES.UNEXPECTED_ERROR_DOT)}</FormAlert>
        ) : null}
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          size="md"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <div className={classes.aside}>
          <Anchor component={Link} to={ROUTES.forgotPassword} size="sm" fw={600}>
            Forgot password?
          </Anchor>
        </div>
        <SubmitButton
          loading={mutation.isPending || mutation.isSuccess}
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          Log in
        </SubmitButton>
      </Stack>
      <p className={classes.divider}>
        New to {BRAND}?{' '}
        <Anchor component={Link} to={ROUTES.register} fw={700}>
          Create an account
        </Anchor>
      </p>
    </form>
  );
}
