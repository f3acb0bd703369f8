import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Address } from '@lumbung/contracts';
import { useT } from '@/i18n';
import { useCities } from '../api/addresses';
import { failureOf } from '../lib/failure';
import { AddressForm, type AddressFormValues, type Point } from './address-form';

type AddressEditorProps = {
  opened: boolean;
  onClose: () => void;
  /** The address to edit; none to add one. */
  editing: Address | null;
  submitting: boolean;
  error: unknown;
  onSubmit: (values: AddressFormValues) => void;
  locate?: () => Promise<Point | null>;
};

/** The address form in a dialog: a new address, or one to edit. */
export function AddressEditor({
  opened,
  onClose,
  editing,
  submitting,
  error,
  onSubmit,
  locate,
}: AddressEditorProps) {
  const t = useT();
  const cities = useCities(opened);
  const failure = error
    ? failureOf(error, t(editing ? 'account.errors.addressUpdate' : 'account.errors.addressAdd'))
    : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(editing ? 'account.addresses.editTitle' : 'account.addresses.add')}
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': t('account.common.close') }}
    >
      <AddressForm
        key={editing?.address_id ?? 'new'}
        label={t(editing ? 'account.addresses.editTitle' : 'account.addressForm.label')}
        initial={
          editing
            ? {
                address: editing.address,
                cityId: editing.city_id,
                label: editing.label,
                recipientName: editing.recipient_name,
                phone: editing.phone,
              }
            : undefined
        }
        cities={cities.data}
        citiesLoading={cities.isPending && cities.fetchStatus !== 'idle'}
        citiesError={cities.isError ? t('account.errors.cityData') : null}
        submitting={submitting}
        error={failure ? [failure.title, failure.detail].filter(Boolean).join(': ') : null}
        onSubmit={onSubmit}
        onCancel={onClose}
        submitLabel={t(editing ? 'account.addresses.saveChanges' : 'account.addressForm.save')}
        locate={locate}
      />
    </Modal>
  );
}

type SuccessorDialogProps = {
  /** The default address being deleted; null when the dialog is closed. */
  removing: Address | null;
  others: Address[];
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (newDefaultId: number) => void;
};

/**
 * Deleting the default address while others exist: the shopper chooses which one becomes the
 * default, and confirms the deletion in the same step.
 */
export function SuccessorDialog({
  removing,
  others,
  pending,
  error,
  onCancel,
  onConfirm,
}: SuccessorDialogProps) {
  const t = useT();
  const [chosen, setChosen] = useState<string | null>(null);
  const failure = error ? failureOf(error, t('account.errors.addressDelete')) : null;
  const close = () => {
    setChosen(null);
    onCancel();
  };
  return (
    <Modal
      opened={removing !== null}
      onClose={close}
      title={t('account.addresses.successorTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('account.common.close') }}
    >
      <Stack gap="md">
        <Text>{t('account.addresses.successorText', { address: removing?.address ?? '' })}</Text>
        <Radio.Group value={chosen} onChange={setChosen} label={t('account.addresses.newDefault')} required>
          <Stack gap="xs" mt="xs">
            {others.map((address) => (
              <Radio
                key={address.address_id}
                value={String(address.address_id)}
                label={`${address.address}, ${address.city_name}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {failure ? (
          <Alert role="alert" color="red" variant="light" title={failure.title}>
            {failure.detail}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            {t('account.addresses.goBack')}
          </Button>
          <Button
            color="red.8"
            disabled={chosen === null}
            loading={pending}
            onClick={() => chosen !== null && onConfirm(Number(chosen))}
          >
            {t('account.addresses.deleteAndSwitch')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
