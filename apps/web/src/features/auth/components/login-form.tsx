import { Anchor, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BRAND, Email, ROUTES } from '@lumbung/contracts';
import { T, useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { reloadTo } from '@/lib/navigation';
import { useLogin } from '../api/login';
import { required, rule } from '../lib/rules';
import { AuthHeading } from './auth-heading';
import { FormAlert, SubmitButton } from './form-alert';
import { EmailInput } from './email-input';
import classes from './auth-forms.module.css';

export function LoginForm() {
  const t = useT();
  const mutation = useLogin();
  const headingId = useId();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: rule(Email, 'account.errors.emailInvalid'),
      password: required('account.login.passwordMissing'),
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
      <AuthHeading id={headingId} title={t('account.login.title')}>
        {t('account.login.intro', { brand: BRAND })}
      </AuthHeading>
      <Stack gap="md">
        {mutation.isError ? (
          <FormAlert>{errorMessage(mutation.error, t('account.errors.unexpected'))}</FormAlert>
        ) : null}
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordInput
          label={t('account.login.password')}
          autoComplete="current-password"
          required
          size="md"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <div className={classes.aside}>
          <Anchor component={Link} to={ROUTES.forgotPassword} size="sm" fw={600}>
            {t('account.login.forgot')}
          </Anchor>
        </div>
        <SubmitButton
          loading={mutation.isPending || mutation.isSuccess}
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          {t('account.common.logIn')}
        </SubmitButton>
      </Stack>
      <p className={classes.divider}>
        <T
          id="account.login.newHere"
          values={{ brand: BRAND }}
          components={{ 0: <Anchor component={Link} to={ROUTES.register} fw={700} /> }}
        />
      </p>
    </form>
  );
}
