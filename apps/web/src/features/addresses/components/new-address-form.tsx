import type { Address } from '@lumbung/contracts';
import { useAddAddress, useCities } from '../api/addresses';
import { AddressForm } from './address-form';

type NewAddressFormProps = {
  userId: number;
  submitLabel: string;
  onCancel?: () => void;
  /** The address the server saved. */
  onAdded: (address: Address) => void;
};

/**
 * A new address added in place (the checkout's address section): the city list loads as the form
 * shows, and a refusal shows the server's words.
 */
export function NewAddressForm({ userId, submitLabel, onCancel, onAdded }: NewAddressFormProps) {
  const cities = useCities();
  const add = useAddAddress();
  return (
    <AddressForm
      cities={cities.data}
      citiesLoading={cities.isPending && cities.fetchStatus !== 'idle'}
      citiesError={cities.isError ? cities.error.message : null}
      submitting={add.isPending}
      error={add.isError ? add.error.message : null}
      onCancel={onCancel}
      submitLabel={submitLabel}
      onSubmit={(values) =>
        add.mutate(
          { userId, ...values },
          {
            onSuccess: ({ address: saved }) => {
              add.reset();
              onAdded(saved);
            },
          },
        )
      }
    />
  );
}
