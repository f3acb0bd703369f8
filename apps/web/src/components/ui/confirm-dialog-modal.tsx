import { Button, Group, Modal, Text } from '@mantine/core';
import type { ConfirmDialogState } from './confirm-dialog';
import { useOpenedAfterMount } from './opened-once';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useT } from '@/i18n';

type ConfirmDialogModalProps = {
  state: ConfirmDialogState;
  onHide: () => void;
  onConfirm: () => void;
};

/** The confirmation dialog as it shows (ConfirmDialogProvider holds its state; a lazy chunk). */
export function ConfirmDialogModal({ state, onHide, onConfirm }: ConfirmDialogModalProps) {
  const t = useT();
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
      closeButtonProps={{ 'aria-label': t('shop.close') }}
    >
      <Text>{state.message}</Text>
      {state.error ? <ErrorAlert mt="md">{state.error}</ErrorAlert> : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onHide} disabled={state.pending}>
          {request?.cancelLabel ?? t('shop.goBack')}
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
