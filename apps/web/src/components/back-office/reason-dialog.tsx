import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useT } from '@/i18n';

const REASON_MAX = 300;

type ReasonDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  /** Runs with the reason; a rejection keeps the dialog open with its error. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/**
 * A confirmation that needs a reason the shopper will read (reject a proof, cancel an order): like
 * the confirmation dialog, it shows the action's progress and error inside it.
 */
export function ReasonDialog({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  onConfirm,
}: ReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setReason('');
    setFieldError(null);
    setError(null);
    onClose();
  };

  const confirm = async () => {
    const text = reason.trim();
    if (text.length < 3) {
      setFieldError(t('back-office.reason.required'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onConfirm(text);
      setPending(false);
      setReason('');
      onClose();
    } catch (failure) {
      setPending(false);
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : t('back-office.common.unexpectedError'),
      );
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      radius="lg"
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('back-office.common.close') }}
    >
      <Text mb="md">{message}</Text>
      <Textarea
        label={t('back-office.reason.label')}
        required
        rows={3}
        maxLength={REASON_MAX}
        value={reason}
        error={fieldError}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setFieldError(null);
        }}
        data-autofocus
      />
      {error ? <ErrorAlert mt="md">{error}</ErrorAlert> : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={pending}>
          {t('back-office.reason.goBack')}
        </Button>
        <Button color="red.8" loading={pending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
