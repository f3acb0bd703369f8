import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailForward, IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { T, useT } from '@/i18n';
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
  const t = useT();
  const mutation = useForgotPassword();
  const headingId = useId();
  const form = useEmailForm();

  const submit = form.onSubmit(({ email }) =>
    mutation.mutate(email.trim(), {
      onSuccess: () => toast.success(t('account.forgot.sent'), t('account.common.checkInbox')),
    }),
  );

  if (mutation.isSuccess) {
    return (
      <AuthStatus
        icon={<IconMailForward size={30} aria-hidden />}
        color="leaf"
        title={t('account.common.checkInbox')}
        actions={
          <>
            <Button component={Link} to={ROUTES.login} size="md" radius="xl" fullWidth>
              {t('account.common.backToLogIn')}
            </Button>
            <Button variant="subtle" size="sm" radius="xl" onClick={() => mutation.reset()}>
              {t('account.forgot.otherEmail')}
            </Button>
          </>
        }
      >
        <Text>{t('account.forgot.sent')}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          {t('account.forgot.sentHint')}
        </Text>
      </AuthStatus>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <AuthHeading id={headingId} title={t('account.forgot.title')}>
        {t('account.forgot.intro')}
      </AuthHeading>
      <Stack gap="md">
        {mutation.isError ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <SubmitButton loading={mutation.isPending} leftSection={<IconSend size={18} aria-hidden />}>
          {t('account.forgot.submit')}
        </SubmitButton>
      </Stack>
      <p className={classes.divider}>
        <T
          id="account.forgot.remembered"
          components={{ 0: <Anchor component={Link} to={ROUTES.login} fw={700} /> }}
        />
      </p>
    </form>
  );
}
