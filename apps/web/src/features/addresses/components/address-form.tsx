import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCurrentLocation, IconMapPinCheck } from '@tabler/icons-react';
import {
  ADDRESS_MAX_KM_FROM_CITY,
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_LENGTH,
  normaliseIndonesianMobile,
  PHONE_INPUT_MAX_LENGTH,
  RECIPIENT_NAME_MAX_LENGTH,
  type City,
} from '@lumbung/contracts';
import { useT, type MessageId } from '@/i18n';
import { formatPhone } from '@/lib/phone';
import { useAccountContact } from '../api/account-contact';
import { labelProblem, phoneProblem, recipientProblem } from '../lib/contact-rules';
import { AddressLabelField } from './address-label-field';

export type Point = { latitude: number; longitude: number };
/**
 * `point` is the browser's location when the shopper shared it for this address; `label` is null
 * when none was given; `phone` is the recipient's mobile number as +62….
 */
export type AddressFormValues = {
  address: string;
  city: City;
  point: Point | null;
  label: string | null;
  recipientName: string;
  phone: string;
};

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
  /**
   * The address being edited. A new one starts empty, addressed to the signed-in account's name
   * and mobile number; an address saved without a recipient or phone asks for them.
   */
  initial?: {
    address: string;
    cityId: number;
    label: string | null;
    recipientName: string | null;
    phone: string | null;
  };
  /** Names the form for assistive technology. */
  label?: string;
  /**
   * Asks the browser where the shopper is (null when refused or unavailable). Given, the form offers
   * "Use my current location": the city nearest that point is chosen and the point kept.
   */
  locate?: () => Promise<Point | null>;
};

const EARTH_RADIUS_KM = 6371;
function distanceKm(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The city whose centre is nearest `point`, if one lies close enough for the server to accept it. */
export function nearestCity(cities: readonly City[], point: Point): City | null {
  let best: { city: City; km: number } | null = null;
  for (const city of cities) {
    const km = distanceKm(point, city);
    if (!best || km < best.km) best = { city, km };
  }
  return best && best.km <= ADDRESS_MAX_KM_FROM_CITY ? best.city : null;
}

type Located =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'found'; point: Point }
  | { state: 'failed'; text: MessageId };

/**
 * An address as a shopper writes it: the street, number and district, and a city picked from the
 * shop's list (docs/product.md §3 address: address, city_name, city_id), optionally at the browser's location;
 * what the shopper calls the place, and who takes the parcel at which mobile number.
 * It checks what it can before sending (lengths, a city chosen, a mobile number, the phone as soon
 * as the shopper leaves it); the rest is the server's to refuse.
 */
export function AddressForm({
  cities,
  citiesLoading,
  citiesError,
  submitting,
  error,
  onSubmit,
  onCancel,
  submitLabel,
  initial,
  label,
  locate,
}: AddressFormProps) {
  const t = useT();
  const [address, setAddress] = useState(initial?.address ?? '');
  const [cityId, setCityId] = useState<string | null>(initial ? String(initial.cityId) : null);
  const [placeName, setPlaceName] = useState(initial?.label ?? '');
  // A new address's recipient and phone follow the account's until the shopper writes their own
  // (null: not written yet); the account's may arrive after the form shows.
  const account = useAccountContact();
  const [recipientTyped, setRecipient] = useState<string | null>(
    initial ? (initial.recipientName ?? '') : null,
  );
  const [phoneTyped, setPhone] = useState<string | null>(
    initial ? (initial.phone ? formatPhone(initial.phone) : '') : null,
  );
  const recipient = recipientTyped ?? account.name ?? '';
  const phone = phoneTyped ?? (account.phone ? formatPhone(account.phone) : '');
  const [touched, setTouched] = useState(false);
  const [phoneLeft, setPhoneLeft] = useState(false);
  const [located, setLocated] = useState<Located>({ state: 'idle' });

  const trimmed = address.trim();
  const addressError =
    trimmed.length < ADDRESS_MIN_LENGTH
      ? t('account.errors.addressTooShort')
      : trimmed.length > ADDRESS_MAX_LENGTH
        ? t('account.errors.addressTooLong')
        : null;
  const city = cities?.find((c) => String(c.city_id) === cityId) ?? null;
  const cityError = city ? null : t('account.errors.cityUnknown');
  const point = located.state === 'found' ? located.point : null;
  const labelError = labelProblem(placeName);
  const recipientError = recipientProblem(recipient);
  const phoneError = phoneProblem(phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (addressError || !city || labelError || recipientError || submitting) return;
    const mobile = normaliseIndonesianMobile(phone);
    if (!mobile) return;
    onSubmit({
      address: trimmed,
      city,
      point,
      label: placeName.trim() || null,
      recipientName: recipient.trim(),
      phone: mobile,
    });
  };

  const shareLocation = async () => {
    if (!locate || !cities) return;
    setLocated({ state: 'locating' });
    const found = await locate();
    if (!found) {
      setLocated({ state: 'failed', text: 'account.addressForm.locationRefused' });
      return;
    }
    const near = nearestCity(cities, found);
    if (!near) {
      setLocated({ state: 'failed', text: 'account.addressForm.locationFar' });
      return;
    }
    setCityId(String(near.city_id));
    setLocated({ state: 'found', point: found });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label ?? t('account.addressForm.label')}>
      <Stack gap="sm">
        <Textarea
          label={t('account.addressForm.address')}
          description={t('account.addressForm.addressHint')}
          placeholder={t('account.addressForm.addressPlaceholder')}
          autosize
          minRows={2}
          maxRows={5}
          required
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={touched ? addressError : null}
          maxLength={ADDRESS_MAX_LENGTH + 50}
        />
        <Select
          label={t('account.addressForm.city')}
          placeholder={t(
            citiesLoading ? 'account.addressForm.citiesLoading' : 'account.addressForm.citySearch',
          )}
          searchable
          required
          limit={50}
          nothingFoundMessage={t('account.addressForm.cityNotFound')}
          disabled={citiesLoading || citiesError !== null}
          data={(cities ?? []).map((c) => ({
            value: String(c.city_id),
            label: `${c.city_name}, ${c.province}`,
          }))}
          value={cityId}
          onChange={(value) => {
            setCityId(value);
            // A location shared for one city says nothing about another.
            setLocated({ state: 'idle' });
          }}
          error={citiesError ?? (touched ? cityError : null)}
          // The list is placed fixed, so it never counts towards the page's width. Placed
          // absolutely, its first placement (made before its width is known) can run past a phone's
          // right edge; the phone then widens the page to fit it, which moves the field and hides
          // the list, which narrows the page again: the list flickers and cannot be tapped.
          comboboxProps={{ withinPortal: true, zIndex: 400, floatingStrategy: 'fixed' }}
        />
        {locate ? (
          <Group gap="xs" wrap="wrap">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconCurrentLocation size={16} aria-hidden />}
              loading={located.state === 'locating'}
              disabled={!cities}
              onClick={() => void shareLocation()}
            >
              {t('account.addressForm.locate')}
            </Button>
            {located.state === 'found' ? (
              <Text size="sm" c="leaf.8" role="status">
                <IconMapPinCheck size={14} aria-hidden /> {t('account.addressForm.located')}
              </Text>
            ) : null}
            {located.state === 'failed' ? (
              <Text size="sm" c="dimmed" role="status">
                {t(located.text)}
              </Text>
            ) : null}
          </Group>
        ) : null}
        <AddressLabelField value={placeName} onChange={setPlaceName} error={touched ? labelError : null} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('account.addressForm.recipient')}
            description={t('account.addressForm.recipientHint')}
            autoComplete="name"
            required
            value={recipient}
            onChange={(event) => setRecipient(event.currentTarget.value)}
            error={touched ? recipientError : null}
            maxLength={RECIPIENT_NAME_MAX_LENGTH + 10}
          />
          <TextInput
            label={t('account.addressForm.phone')}
            description={t('account.addressForm.phoneHint')}
            placeholder={t('account.addressForm.phonePlaceholder')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            onBlur={() => setPhoneLeft(true)}
            // Leaving a number half typed says what is wrong at once; an empty field waits for Save.
            error={touched || (phoneLeft && phone.trim() !== '') ? phoneError : null}
            maxLength={PHONE_INPUT_MAX_LENGTH}
          />
        </SimpleGrid>
        {error ? (
          <Alert role="alert" color="red" variant="light">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {t('account.common.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={submitting}>
            {submitLabel ?? t('account.addressForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
