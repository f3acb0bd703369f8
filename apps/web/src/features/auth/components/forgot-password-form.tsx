import { Anchor, Button, Stack, Text } from '@mantine/core';

import { IconMailForward, IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { MESSAGES, ROUTES } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';

import { useForgotPassword } from '../api/password-reset';
import { AuthHeading } from './auth-heading';
import { AuthStatus } from './auth-status';
import { FormAlert, SubmitButton } from './form-alert';
import { EmailInput, useEmailForm } from './email-input';
import classes from './auth-forms.module.css';

/**
 * Asks for a password-reset mail. The answer is the same whether or not the address has an
 * account (RESET_SENT), so the page never tells who is a customer.
 */
export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const headingId = useId();
  const form = useEmailForm();

  const submit = form.onSubmit(({ email }) =>
    mutation.mutate(email.trim(), {
      onSuccess: () => toast.success(MESSAGES.RESET_SENT, 'Check your inbox'),
    }),
  );

  if (mutation.isSuccess) {
    return (
      <AuthStatus
        icon={<IconMailForward size={30} aria-hidden />}
        color="leaf"
        title="Check your inbox"
        actions={
          <>
            <Button component={Link} to={ROUTES.login} size="md" radius="xl" fullWidth>
              Back to log in
            </Button>
            <Button variant="subtle" size="sm" radius="xl" onClick={() => mutation.reset()}>
              Use another e-mail
            </Button>
          </>
        }
      >
        <Text>{MESSAGES.RESET_SENT}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          The link works once, for one hour. Nothing there? Look in your spam folder.
        </Text>
      </AuthStatus>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <AuthHeading id={headingId} title="Forgot your password?">
        Enter the e-mail of your account and we will send you a link to choose a new one.
      </AuthHeading>
      <Stack gap="md">
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <SubmitButton loading={mutation.isPending} leftSection={<IconSend size={18} aria-hidden />}>
          Send reset link
        </SubmitButton>
      </Stack>
      <p className={classes.divider}>
        Remembered it?{' '}
        <Anchor component={Link} to={ROUTES.login} fw={700}>
          Log in
        </Anchor>
      </p>
    </form>
  );
}
