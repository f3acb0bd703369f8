import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { Email } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useRequestEmailChange } from '../api/account';
import { refusedField, required, rule } from '../lib/rules';
import { EmailInput } from './email-input';
import { FormAlert } from './form-alert';
import { CurrentPasswordInput } from './password-strength';

type ChangeEmailFormProps = {
  /** The address the account has now. */
  currentEmail: string;
  /** An address waiting for its confirmation link, if any. */
  pendingEmail: string | null;
  /** After a link was sent: the page reads the profile again (its pending address). */
  onSent?: () => void;
};

type Field = 'email' | 'password';

/** Server refusals shown under their field (the rest above the form). */
const FIELD_OF_REFUSAL: Partial<Record<string, Field>> = {
  EMAIL_TAKEN: 'email',
  EMAIL_SAME: 'email',
  PASSWORD_CURRENT_WRONG: 'password',
};
const FIELDS: readonly Field[] = ['email', 'password'];

const emailRule = rule(Email, 'account.errors.emailInvalid');

/**
 * The profile editor's e-mail change: the new address and the password. A link goes to the new
 * address; the account keeps the current one until that link is opened.
 */
export function ChangeEmailForm({ currentEmail, pendingEmail, onSent }: ChangeEmailFormProps) {
  const t = useT();
  const mutation = useRequestEmailChange();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) =>
        emailRule(value) ??
        (value.trim().toLowerCase() === currentEmail ? t('account.errors.emailSame') : null),
      password: required('account.errors.passwordRequired'),
    },
  });

  const submit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message, t('account.common.checkInbox'));
        form.reset();
        onSent?.();
      },
      onError: (error) => {
        const field = refusedField(error, FIELD_OF_REFUSAL, FIELDS);
        if (field) form.setFieldError(field, errorMessage(error));
      },
    }),
  );
  const shownAbove = mutation.isError && !refusedField(mutation.error, FIELD_OF_REFUSAL, FIELDS);

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.changeEmail.title')}>
      <Stack gap="sm">
        {pendingEmail ? (
          <Alert color="turmeric" variant="light" radius="md" data-testid="pending-email">
            <Text size="sm" fw={600}>
              {t('account.changeEmail.waiting')}
            </Text>
            <Text size="sm">
              {t('account.changeEmail.pending', { email: pendingEmail, current: currentEmail })}
            </Text>
          </Alert>
        ) : null}
        {shownAbove ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        <EmailInput
          label={t('account.changeEmail.newEmail')}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <CurrentPasswordInput
          label={t('account.changeEmail.password')}
          description={t('account.changeEmail.passwordHint')}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button
          type="submit"
          radius="xl"
          variant="light"
          loading={mutation.isPending}
          leftSection={<IconMailForward size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account.changeEmail.submit')}
        </Button>
      </Stack>
    </form>
  );
}
