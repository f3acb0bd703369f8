import { Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { MessageResponse } from '@lumbung/contracts';
import { toast } from '@/components/ui/toast';
import { t, useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/verify-email';
import { EmailInput, useEmailForm } from './email-input';
import { FormAlert, SubmitButton } from './form-alert';

/** Asks for a new verification link for an e-mail address. */
export function ResendVerificationForm() {
  const t = useT();
  const resend = useResendVerification();
  const form = useEmailForm();

  const submit = form.onSubmit(({ email }) =>
    resend.mutate(email.trim(), {
      onSuccess: toastLinkSent,
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.resend.form')}>
      <Stack gap="sm">
        <ResendOutcome resend={resend} />
        <EmailInput key={form.key('email')} {...form.getInputProps('email')} />
        <SubmitButton loading={resend.isPending} leftSection={<IconSend size={18} aria-hidden />}>
          {t('account.resend.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}

/** The toast of a new verification link sent. */
export function toastLinkSent(answer: MessageResponse) {
  toast.success(answer.message || t('account.resend.sent'), t('account.resend.sentTitle'));
}

/** How the last request for a new verification link went: the refusal, or the server's words. */
export function ResendOutcome({ resend }: { resend: ReturnType<typeof useResendVerification> }) {
  const t = useT();
  if (resend.isError) return <FormAlert>{errorMessage(resend.error)}</FormAlert>;
  if (!resend.isSuccess) return null;
  return (
    <Text size="sm" c="leaf.8" role="status">
      {resend.data.message || t('account.resend.sent')}
    </Text>
  );
}
