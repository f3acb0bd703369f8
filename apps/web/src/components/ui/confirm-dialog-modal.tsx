import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ConfirmDialogState } from './confirm-dialog';
import { useOpenedAfterMount } from './opened-once';

type ConfirmDialogModalProps = {
  state: ConfirmDialogState;
  onHide: () => void;
  onConfirm: () => void;
};

/** The confirmation dialog as it shows (ConfirmDialogProvider holds its state; a lazy chunk). */
export function ConfirmDialogModal({ state, onHide, onConfirm }: ConfirmDialogModalProps) {
  const request = state.request;
  return (
    <Modal
      opened={useOpenedAfterMount(state.open)}
      onClose={() => {
        if (!state.pending) onHide();
      }}
      title={request?.title}
      centered
      radius="lg"
      closeOnClickOutside={!state.pending}
      closeOnEscape={!state.pending}
      withCloseButton={!state.pending}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{state.message}</Text>
      {state.error ? (
        <Alert
          role="alert"
          color="red"
          variant="light"
          mt="md"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {state.error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onHide} disabled={state.pending}>
          {request?.cancelLabel ?? 'Go back'}
        </Button>
        <Button
          color={request?.tone === 'primary' ? undefined : 'red.8'}
          loading={state.pending}
          onClick={onConfirm}
          data-autofocus
        >
          {request?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
