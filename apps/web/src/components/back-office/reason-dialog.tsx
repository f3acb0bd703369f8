import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '@lumbung/contracts';
import { ErrorAlert } from '@/components/ui/error-alert';

export const REASON_REQUIRED = 'Please give the shopper a reason.';
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
      setFieldError(REASON_REQUIRED);
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
      setError(failure instanceof Error && failure.message ? failure.message : MESSAGES.UNEXPECTED_ERROR_DOT);
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
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text mb="md">{message}</Text>
      <Textarea
        label="Reason for the shopper"
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
          Go back
        </Button>
        <Button color="red.8" loading={pending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
