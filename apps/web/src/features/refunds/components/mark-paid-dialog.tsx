import { Button, Group, Input, Modal, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { formatRupiah, UPLOAD_MAX_BYTES, type StoreRefund } from '@lumbung/contracts';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useT } from '@/i18n';
import classes from './refund-card.module.css';

/** The proof formats the API takes (it checks the bytes again). */
const PROOF_TYPES = ['image/jpeg', 'image/png'];
const PROOF_EXTENSIONS = /\.(jpe?g|png)$/i;
const NOTE_MAX = 300;

type MarkPaidDialogProps = {
  /** The refund to mark paid; null keeps the dialog closed. */
  refund: StoreRefund | null;
  onClose: () => void;
  /** Sends the proof and note; a rejection keeps the dialog open with its error. */
  onConfirm: (proof: File, note: string) => Promise<unknown>;
};

/**
 * Marking a transfer refund paid: the proof of the transfer (a picture the shopper sees on the
 * order) and an optional note. The dialog is the confirmation: nothing is sent before its button.
 */
export function MarkPaidDialog({ refund, onClose, onConfirm }: MarkPaidDialogProps) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputId = useId();

  const reset = () => {
    setFile(null);
    setNote('');
    setFileError(null);
    setError(null);
  };
  const close = () => {
    if (pending) return;
    reset();
    onClose();
  };

  const problemOf = (chosen: File | null): string | null => {
    if (!chosen) return t('refunds.paid.proofMissing');
    if (!PROOF_TYPES.includes(chosen.type) || !PROOF_EXTENSIONS.test(chosen.name))
      return t('refunds.paid.proofWrongFormat');
    if (chosen.size > UPLOAD_MAX_BYTES) return t('refunds.paid.proofTooLarge');
    return null;
  };

  const confirm = async () => {
    const problem = problemOf(file);
    setFileError(problem);
    if (problem || !file || pending) return;
    setPending(true);
    setError(null);
    try {
      await onConfirm(file, note);
      setPending(false);
      reset();
      onClose();
    } catch (failure) {
      setPending(false);
      setError(
        failure instanceof Error && failure.message ? failure.message : t('refunds.action.failedToUpdate'),
      );
    }
  };

  const account = refund?.account;
  return (
    <Modal
      opened={refund !== null}
      onClose={close}
      title={
        refund ? t('refunds.paid.title', { amount: formatRupiah(refund.amount), id: refund.order_id }) : ''
      }
      centered
      radius="lg"
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('refunds.dialog.close') }}
    >
      <Text mb="md">
        {account
          ? t('refunds.paid.message', {
              bank: account.bank_name,
              number: account.account_number,
              holder: account.account_holder,
            })
          : t('refunds.paid.messageNoAccount')}
      </Text>
      {/* The browser's own file picker: labelled, reachable by keyboard, and light to download. */}
      <Input.Wrapper
        label={t('refunds.paid.proof')}
        description={t('refunds.paid.proofHint')}
        error={fileError}
        required
        id={inputId}
      >
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          required
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${inputId}-description${fileError ? ` ${inputId}-error` : ''}`}
          className={classes.file}
          onChange={(event) => {
            const next = event.currentTarget.files?.[0] ?? null;
            setFile(next);
            setFileError(next ? problemOf(next) : null);
          }}
          data-autofocus
        />
      </Input.Wrapper>
      <Textarea
        label={t('refunds.paid.note')}
        mt="md"
        rows={3}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {error ? <ErrorAlert mt="md">{error}</ErrorAlert> : null}
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={pending}>
          {t('refunds.dialog.goBack')}
        </Button>
        <Button loading={pending} onClick={() => void confirm()}>
          {t('refunds.action.paid')}
        </Button>
      </Group>
    </Modal>
  );
}
