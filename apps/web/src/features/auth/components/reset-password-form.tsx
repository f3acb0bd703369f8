import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconKey } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Password, ROUTES } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/password-reset';
import { passwordRefusal, rule } from '../lib/rules';
import { AuthHeading } from './auth-heading';
import { AuthStatus } from './auth-status';
import { LinkFailure, LogInButton } from './email-token-status';
import { FormAlert, SubmitButton } from './form-alert';
import { NewPasswordInput, repeatedPasswordError, RepeatPasswordInput } from './password-strength';
import classes from './auth-forms.module.css';

function InvalidLink({ message }: { message: string }) {
  const t = useT();
  return (
    <LinkFailure message={message} hint={t('account.reset.linkHint')}>
      <Button component={Link} to={ROUTES.forgotPassword} size="md" radius="xl" fullWidth>
        {t('account.reset.requestNew')}
      </Button>
    </LinkFailure>
  );
}

/** /auth/reset-password-page?token=...: a new password (twice), then off to log in. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useT();
  const mutation = useResetPassword();
  const headingId = useId();
  const [password, setPassword] = useState('');
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: rule(Password, passwordRefusal),
      confirm: (value, values) => repeatedPasswordError(value, values.password),
    },
    onValuesChange: (values) => setPassword(values.password),
  });

  if (!token) return <InvalidLink message={t('account.errors.linkInvalid')} />;

  const submit = form.onSubmit(({ password: newPassword }) =>
    mutation.mutate(
      { token, password: newPassword },
      { onSuccess: () => toast.success(t('account.reset.done'), t('account.common.passwordChanged')) },
    ),
  );

  if (mutation.isSuccess) {
    return (
      <AuthStatus
        icon={<IconCircleCheck size={30} aria-hidden />}
        color="leaf"
        title={t('account.common.passwordChanged')}
        actions={<LogInButton />}
      >
        {t('account.reset.done')}
      </AuthStatus>
    );
  }

  const linkRefused = mutation.error instanceof ApiError && mutation.error.code === 'LINK_INVALID';
  if (linkRefused) return <InvalidLink message={errorMessage(mutation.error)} />;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <AuthHeading id={headingId} title={t('account.reset.title')}>
        {t('account.reset.intro')}
      </AuthHeading>
      <Stack gap="md">
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        <NewPasswordInput
          label={t('account.password.new')}
          password={password}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <RepeatPasswordInput key={form.key('confirm')} {...form.getInputProps('confirm')} />
        <SubmitButton loading={mutation.isPending} leftSection={<IconKey size={18} aria-hidden />} mt={4}>
          {t('account.reset.submit')}
        </SubmitButton>
      </Stack>
      <p className={classes.divider}>
        <Anchor component={Link} to={ROUTES.login} fw={700}>
          {t('account.common.backToLogIn')}
        </Anchor>
      </p>
    </form>
  );
}
