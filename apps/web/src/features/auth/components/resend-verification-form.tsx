import { Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { Email, MESSAGES } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { ruleFrom } from '@/lib/validation';
import { useResendVerification } from '../api/verify-email';
import { EmailInput } from './email-input';
import { FormAlert } from './form-alert';

/** Asks for a new verification link for an e-mail address. */
export function ResendVerificationForm() {
  const resend = useResendVerification();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: ruleFrom(Email) },
  });

  const submit = form.onSubmit(({ email }) =>
    resend.mutate(email.trim(), {
      onSuccess: (answer) => toast.success(answer.message || MESSAGES.VERIFICATION_SENT, 'Link sent'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Send a new verification link">
      <Stack gap="sm">
        {resend.isError ? <FormAlert>{errorMessage(resend.error)}</FormAlert> : null}
        {resend.isSuccess ? (
          <Text size="sm" c="leaf.8" role="status">
            {resend.data.message || MESSAGES.VERIFICATION_SENT}
          </Text>
        ) : null}
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <Button
          type="submit"
          size="md"
          radius="xl"
          loading={resend.isPending}
          leftSection={<IconSend size={18} aria-hidden />}
          fullWidth
        >
          Send a new link
        </Button>
      </Stack>
    </form>
  );
}
