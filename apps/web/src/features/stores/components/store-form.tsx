import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { CreateStoreBody, PHONE_INPUT_MAX_LENGTH, type City, type StoreRow } from '@lumbung/contracts';
import { FormError } from '@/components/back-office/form-error';
import { allOnFields, fieldErrorsFor } from '@/components/back-office/server-errors';
import { useT } from '@/i18n';
import { fixedWithReason } from '@/lib/api-errors';
import { useCreateStore } from '../api/super-admin-stores';
import { cityUnknown, ruleText } from '../lib/rule-texts';
import { cityOptions } from './store-row-editor';

type Values = {
  store_name: string;
  store_location: string;
  city_id: string | null;
  latitude: number | string;
  longitude: number | string;
  whatsapp: string;
};
type Field = keyof Values;
const FIELDS: readonly Field[] = [
  'store_name',
  'store_location',
  'city_id',
  'latitude',
  'longitude',
  'whatsapp',
];

const numberOrNothing = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value);

/**
 * The form's values as the body of POST /api/super-admin/store; an empty WhatsApp number is left
 * out (a store may have none).
 */
function bodyOf(values: Values) {
  return {
    store_name: values.store_name,
    store_location: values.store_location,
    city_id: values.city_id === null ? undefined : Number(values.city_id),
    latitude: numberOrNothing(values.latitude),
    longitude: numberOrNothing(values.longitude),
    whatsapp: values.whatsapp.trim() === '' ? undefined : values.whatsapp,
  };
}

/** Checks the values with the contract's own rules, each text on its field. */
export function validateStore(values: Values): Partial<Record<Field, string>> {
  const parsed = CreateStoreBody.safeParse(bodyOf(values));
  const errors: Partial<Record<Field, string>> = {};
  if (values.city_id === null) errors.city_id = cityUnknown();
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]) ?? 'store_name';
    errors[field] ??= field === 'city_id' ? cityUnknown() : ruleText(issue.message);
  }
  return errors;
}

/**
 * A new store (docs/product.md §7 POST /api/super-admin/store): name, street address, city from the list,
 * its point and its WhatsApp number. Picking a city fills in its centre; the admin can move the point
 * to the store's door.
 */
export function StoreForm({
  cities,
  citiesLoading,
  onCreated,
}: {
  cities: City[];
  citiesLoading: boolean;
  onCreated: (store: StoreRow) => void;
}) {
  const t = useT();
  const create = useCreateStore();
  const [formError, setFormError] = useState<string | null>(null);
  const options = useMemo(() => cityOptions(cities), [cities]);
  const form = useForm<Values>({
    initialValues: {
      store_name: '',
      store_location: '',
      city_id: null,
      latitude: '',
      longitude: '',
      whatsapp: '',
    },
    validate: validateStore,
  });

  const pickCity = (value: string | null) => {
    form.setFieldValue('city_id', value);
    const city = cities.find((c) => String(c.city_id) === value);
    if (city) form.setValues({ latitude: city.latitude, longitude: city.longitude });
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    create.mutate(CreateStoreBody.parse(bodyOf(values)), {
      onSuccess: (store) => {
        form.reset();
        onCreated(store);
      },
      onError: (error) => {
        form.setErrors(fieldErrorsFor(error, FIELDS));
        if (!allOnFields(error, FIELDS))
          setFormError(fixedWithReason(error, t('super-admin.error.storeCreate')));
      },
    });
  });

  const coordinates = [
    {
      field: 'latitude',
      label: t('super-admin.stores.latitude'),
      description: t('super-admin.stores.latitudeHint'),
    },
    {
      field: 'longitude',
      label: t('super-admin.stores.longitude'),
      description: t('super-admin.stores.longitudeHint'),
    },
  ] as const;

  return (
    <form onSubmit={submit} noValidate aria-label={t('super-admin.stores.new')}>
      <Stack gap="md">
        <FormError error={formError} />
        <TextInput
          label={t('super-admin.stores.name')}
          withAsterisk
          maxLength={100}
          {...form.getInputProps('store_name')}
        />
        <Textarea
          label={t('super-admin.stores.location')}
          description={t('super-admin.stores.locationHint')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps('store_location')}
        />
        <Select
          label={t('super-admin.stores.city')}
          withAsterisk
          searchable
          limit={50}
          placeholder={
            citiesLoading ? t('super-admin.stores.loadingCities') : t('super-admin.stores.searchCities')
          }
          data={options}
          disabled={citiesLoading}
          nothingFoundMessage={t('super-admin.stores.noCityFound')}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('city_id')}
          onChange={pickCity}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {coordinates.map(({ field, label, description }) => (
            <NumberInput
              key={field}
              label={label}
              description={description}
              decimalScale={6}
              step={0.001}
              hideControls
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <TextInput
          label={t('super-admin.stores.whatsapp')}
          description={t('super-admin.stores.whatsappHint')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          {...form.getInputProps('whatsapp')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('super-admin.stores.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
