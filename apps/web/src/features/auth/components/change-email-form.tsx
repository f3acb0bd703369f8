import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { Email, formatMessage, MESSAGES } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { ruleFrom } from '@/lib/validation';
import { useRequestEmailChange } from '../api/account';
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

const FIELD_ERRORS: Record<string, 'email' | 'password'> = {
  [MESSAGES.EMAIL_TAKEN]: 'email',
  [MESSAGES.EMAIL_SAME]: 'email',
  [MESSAGES.EMAIL_INVALID]: 'email',
  [MESSAGES.PASSWORD_CURRENT_WRONG]: 'password',
};

/**
 * The profile editor's e-mail change: the new address and the password. A link goes to the new
 * address; the account keeps the current one until that link is opened.
 */
export function ChangeEmailForm({ currentEmail, pendingEmail, onSent }: ChangeEmailFormProps) {
  const mutation = useRequestEmailChange();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) =>
        ruleFrom(Email)(value) ?? (value.trim().toLowerCase() === currentEmail ? MESSAGES.EMAIL_SAME : null),
      password: (value) => (value ? null : MESSAGES.PASSWORD_REQUIRED),
    },
  });

  const submit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => {
        toast.success(answer.message, 'Check your inbox');
        form.reset();
        onSent?.();
      },
      onError: (error) => {
        const message = errorMessage(error);
        const field = FIELD_ERRORS[message];
        if (field) form.setFieldError(field, message);
      },
    }),
  );
  const shownAbove = mutation.isError && !FIELD_ERRORS[errorMessage(mutation.error)];

  return (
    <form onSubmit={submit} noValidate aria-label="Change e-mail address">
      <Stack gap="sm">
        {pendingEmail ? (
          <Alert color="turmeric" variant="light" radius="md" data-testid="pending-email">
            <Text size="sm" fw={600}>
              Waiting for confirmation
            </Text>
            <Text size="sm">
              {formatMessage('EMAIL_CHANGE_SENT', { email: pendingEmail })} Until then you log in with{' '}
              {currentEmail}.
            </Text>
          </Alert>
        ) : null}
        {shownAbove ? <FormAlert>{errorMessage(mutation.error)}</FormAlert> : null}
        <EmailInput label="New e-mail address" key={form.key('email')} {...form.getInputProps('email')} />
        <CurrentPasswordInput
          label="Your password"
          description="To make sure it is you"
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
          Send confirmation link
        </Button>
      </Stack>
    </form>
  );
}
