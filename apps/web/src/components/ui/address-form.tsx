import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { ADDRESS_MAX_LENGTH, ADDRESS_MIN_LENGTH, MESSAGES, type City } from '@lumbung/contracts';

export type AddressFormValues = { address: string; city: City };

type AddressFormProps = {
  cities: City[] | undefined;
  citiesLoading: boolean;
  /** 'Error fetching city data' (or the server's reason) when the city list failed. */
  citiesError: string | null;
  submitting: boolean;
  /** The server's refusal of the last attempt. */
  error: string | null;
  onSubmit: (values: AddressFormValues) => void;
  onCancel?: () => void;
  submitLabel?: string;
};

/**
 * An address as a shopper writes it: the street, number and district, and a city picked from the
 * shop's list (SPEC §3 address: address, city_name, city_id). It checks what it can before sending
 * (length, a city chosen); the rest is the server's to refuse.
 */
export function AddressForm({
  cities,
  citiesLoading,
  citiesError,
  submitting,
  error,
  onSubmit,
  onCancel,
  submitLabel = 'Save address',
}: AddressFormProps) {
  const [address, setAddress] = useState('');
  const [cityId, setCityId] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  const trimmed = address.trim();
  const addressError =
    trimmed.length < ADDRESS_MIN_LENGTH
      ? MESSAGES.ADDRESS_TOO_SHORT
      : trimmed.length > ADDRESS_MAX_LENGTH
        ? MESSAGES.ADDRESS_TOO_LONG
        : null;
  const city = cities?.find((c) => String(c.city_id) === cityId) ?? null;
  const cityError = city ? null : MESSAGES.CITY_UNKNOWN;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (addressError || !city || submitting) return;
    onSubmit({ address: trimmed, city });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New address">
      <Stack gap="sm">
        <Textarea
          label="Address"
          description="Street, number, district and postcode"
          placeholder="Jl. Kemang Raya No. 8, Bangka, Mampang Prapatan 12730"
          rows={3}
          required
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={touched ? addressError : null}
          maxLength={ADDRESS_MAX_LENGTH + 50}
        />
        <Select
          label="City"
          placeholder={citiesLoading ? 'Loading cities…' : 'Search a city'}
          searchable
          required
          limit={50}
          nothingFoundMessage="No city of that name"
          disabled={citiesLoading || citiesError !== null}
          data={(cities ?? []).map((c) => ({
            value: String(c.city_id),
            label: `${c.city_name}, ${c.province}`,
          }))}
          value={cityId}
          onChange={setCityId}
          error={citiesError ?? (touched ? cityError : null)}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
        />
        {error ? (
          <Alert role="alert" color="red" variant="light">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
