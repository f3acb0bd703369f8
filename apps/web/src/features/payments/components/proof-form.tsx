import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, FileInput, Image, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { UPLOAD_MAX_BYTES } from '@lumbung/contracts';
import { t, useT } from '@/i18n';
import { wibDay } from '@/lib/dates';

/** The proof formats the shop takes (the server checks the bytes again). */
const PROOF_TYPES = ['image/jpeg', 'image/png'];
const PROOF_EXTENSIONS = /\.(jpe?g|png)$/i;

/** Why a file cannot be the proof (in the language shown), or null when it can. */
export function proofProblem(file: File): string | null {
  if (!PROOF_TYPES.includes(file.type) || !PROOF_EXTENSIONS.test(file.name)) {
    return t('checkout.proof.wrongFormat');
  }
  if (file.size > UPLOAD_MAX_BYTES) return t('checkout.proof.tooLarge');
  return null;
}

/** A preview address of the chosen picture, released when it changes. */
function usePreview(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

type ProofFormProps = {
  submitting: boolean;
  /** The refusal of the last attempt (docs/product.md §5: the response's error, else 'Failed to submit payment'). */
  error: string | null;
  onSubmit: (proof: { popImage: File; paymentDate: string }) => void;
};

/** The proof of a bank transfer: a photo or screenshot of the receipt and the day it was made. */
export function ProofForm({ submitting, error, onSubmit }: ProofFormProps) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [today] = useState(() => wibDay(new Date()));
  const [paymentDate, setPaymentDate] = useState(today);
  const [touched, setTouched] = useState(false);
  const preview = usePreview(file);

  const fileError = file ? proofProblem(file) : t('checkout.proof.missingFile');
  const dateError = !paymentDate
    ? t('checkout.proof.missingDate')
    : paymentDate > today
      ? t('checkout.proof.futureDate')
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (fileError || dateError || !file || submitting) return;
    onSubmit({ popImage: file, paymentDate });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('checkout.proof.formLabel')}>
      <Stack gap="md">
        <FileInput
          label={t('checkout.proof.field')}
          description={t('checkout.proof.hint')}
          placeholder={t('checkout.proof.placeholder')}
          // Mantine's placeholder grey is below 4.5:1 on white.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          accept="image/png,image/jpeg"
          leftSection={<IconPhotoUp size={18} aria-hidden />}
          clearable
          required
          value={file}
          onChange={(next) => {
            setFile(next);
            setTouched(next !== null);
          }}
          error={file || touched ? fileError : null}
        />
        {preview && !fileError ? (
          <Paper withBorder radius="md" p="xs" maw={320}>
            <Image src={preview} alt={t('checkout.proof.preview')} radius="sm" mah={320} fit="contain" />
          </Paper>
        ) : null}
        <TextInput
          type="date"
          label={t('checkout.proof.date')}
          required
          max={today}
          value={paymentDate}
          onChange={(event) => setPaymentDate(event.currentTarget.value)}
          error={touched ? dateError : null}
          maw={260}
        />
        {error ? (
          <Alert role="alert" color="red" variant="light" title={t('checkout.proof.notSent')}>
            {error}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" radius="xl" loading={submitting} fullWidth>
          {t('checkout.proof.submit')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('checkout.proof.after')}
        </Text>
      </Stack>
    </form>
  );
}
