import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES, type Address } from '@lumbung/contracts';
import { AddressForm, type AddressFormValues, type Point } from './address-form';
import { useCities } from '../api/addresses';
import { failureOf } from '../lib/failure';

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
  const cities = useCities(opened);
  const failure = error
    ? failureOf(error, editing ? MESSAGES.ADDRESS_UPDATE_FAILED : MESSAGES.ADDRESS_ADD_ERROR)
    : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit address' : 'Add an address'}
      centered
      radius="lg"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <AddressForm
        key={editing?.address_id ?? 'new'}
        label={editing ? 'Edit address' : 'New address'}
        initial={editing ? { address: editing.address, cityId: editing.city_id } : undefined}
        cities={cities.data}
        citiesLoading={cities.isPending && cities.fetchStatus !== 'idle'}
        citiesError={cities.isError ? MESSAGES.CITY_DATA_ERROR : null}
        submitting={submitting}
        error={failure ? [failure.title, failure.detail].filter(Boolean).join(': ') : null}
        onSubmit={onSubmit}
        onCancel={onClose}
        submitLabel={editing ? 'Save changes' : 'Save address'}
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
  const [chosen, setChosen] = useState<string | null>(null);
  const failure = error ? failureOf(error, MESSAGES.ADDRESS_DELETE_ERROR) : null;
  const close = () => {
    setChosen(null);
    onCancel();
  };
  return (
    <Modal
      opened={removing !== null}
      onClose={close}
      title="Delete your default address?"
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>
          “{removing?.address}” is your default address: your store is the one nearest to it. Choose your new
          default address first.
        </Text>
        <Radio.Group value={chosen} onChange={setChosen} label="New default address" required>
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
            Go back
          </Button>
          <Button
            color="red.8"
            disabled={chosen === null}
            loading={pending}
            onClick={() => chosen !== null && onConfirm(Number(chosen))}
          >
            Delete and switch default
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
