import { Anchor, Group, NumberInput, Select, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  normaliseIndonesianMobile,
  PHONE_INPUT_MAX_LENGTH,
  UpdateStoreBody,
  type City,
  type StoreRow,
  type UpdateStoreBody as UpdateStoreBodyType,
} from '@lumbung/contracts';
import { useT } from '@/i18n';
import { formatPhone, telHref } from '@/lib/phone';
import { ruleText } from '../lib/rule-texts';

/** A store's point: each coordinate's field and the message of its label. */
const COORDINATES = [
  { field: 'latitude', name: 'super-admin.stores.latitude' },
  { field: 'longitude', name: 'super-admin.stores.longitude' },
] as const;

/** The fields of a store row in edit mode. */
export type StoreDraft = {
  store_name: string;
  store_location: string;
  city_id: string | null;
  latitude: number | string;
  longitude: number | string;
  /** As typed; empty when the store has no number. */
  whatsapp: string;
};
export type DraftField = keyof StoreDraft;

type Editing = {
  /** The one row in edit mode (docs/product.md §4: one row at a time), or null. */
  id: number | null;
  draft: StoreDraft;
  errors: Partial<Record<DraftField | 'form', string>>;
  saving: boolean;
  cities: City[];
  citiesLoading: boolean;
  set: (field: DraftField, value: StoreDraft[DraftField]) => void;
};

const EditingContext = createContext<Editing | null>(null);

export function draftOf(store: StoreRow): StoreDraft {
  return {
    store_name: store.store_name,
    store_location: store.store_location,
    city_id: String(store.city_id),
    latitude: store.latitude,
    longitude: store.longitude,
    whatsapp: store.whatsapp ? formatPhone(store.whatsapp) : '',
  };
}

const asNumber = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? undefined : Number(value);

/**
 * What a save sends: only the fields that changed, checked by the contract's own schema, so an
 * unchanged store sends nothing and the API's texts appear on their fields before anything is sent.
 */
export function changesOf(
  store: StoreRow,
  draft: StoreDraft,
): { body: UpdateStoreBodyType | null; errors: Partial<Record<DraftField | 'form', string>> } {
  const body: Record<string, unknown> = {};
  if (draft.store_name !== store.store_name) body.store_name = draft.store_name;
  if (draft.store_location !== store.store_location) body.store_location = draft.store_location;
  if (draft.city_id !== String(store.city_id)) body.city_id = Number(draft.city_id);
  const latitude = asNumber(draft.latitude);
  const longitude = asNumber(draft.longitude);
  if (latitude !== store.latitude || longitude !== store.longitude) {
    body.latitude = latitude;
    body.longitude = longitude;
  }
  // The same number in another spelling is no change; an emptied field removes the number (null).
  const whatsapp = draft.whatsapp.trim();
  if (whatsapp === '') {
    if (store.whatsapp !== null) body.whatsapp = null;
  } else if (normaliseIndonesianMobile(whatsapp) !== store.whatsapp) {
    body.whatsapp = draft.whatsapp;
  }
  if (Object.keys(body).length === 0) return { body: null, errors: {} };
  const parsed = UpdateStoreBody.safeParse(body);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Partial<Record<DraftField | 'form', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] as DraftField | undefined) ?? 'form';
    errors[field] ??= ruleText(issue.message);
  }
  return { body: null, errors };
}

export function StoreEditingProvider({ value, children }: { value: Editing; children: ReactNode }) {
  return <EditingContext.Provider value={value}>{children}</EditingContext.Provider>;
}

function useEditing(storeId: number) {
  const editing = useContext(EditingContext);
  return editing && editing.id === storeId ? editing : null;
}

/** Whether some row is in edit mode (the other rows' Edit buttons wait). */
export function useSomeRowEditing(): boolean {
  return useContext(EditingContext)?.id != null;
}

export function NameCell({ store }: { store: StoreRow }) {
  const t = useT();
  const editing = useEditing(store.store_id);
  if (!editing)
    return (
      <Text fw={600} size="sm">
        {store.store_name}
      </Text>
    );
  return (
    <TextInput
      size="xs"
      aria-label={t('super-admin.stores.name')}
      value={editing.draft.store_name}
      onChange={(event) => editing.set('store_name', event.currentTarget.value)}
      error={editing.errors.store_name}
      disabled={editing.saving}
      data-autofocus
      miw={140}
    />
  );
}

export function LocationCell({ store }: { store: StoreRow }) {
  const t = useT();
  const editing = useEditing(store.store_id);
  if (!editing) return <Text size="sm">{store.store_location}</Text>;
  return (
    <Textarea
      size="xs"
      autosize
      minRows={1}
      aria-label={t('super-admin.stores.storeLocation')}
      value={editing.draft.store_location}
      onChange={(event) => editing.set('store_location', event.currentTarget.value)}
      error={editing.errors.store_location}
      disabled={editing.saving}
      miw={160}
    />
  );
}

export function cityOptions(cities: City[]) {
  return cities.map((c) => ({ value: String(c.city_id), label: `${c.city_name}, ${c.province}` }));
}

export function CityCell({ store }: { store: StoreRow }) {
  const t = useT();
  const editing = useEditing(store.store_id);
  const cities = editing?.cities;
  const options = useMemo(() => cityOptions(cities ?? []), [cities]);
  if (!editing) return <Text size="sm">{store.city_name}</Text>;
  return (
    <Select
      size="xs"
      aria-label={t('super-admin.stores.city')}
      searchable
      limit={50}
      data={options.length ? options : [{ value: String(store.city_id), label: store.city_name }]}
      value={editing.draft.city_id}
      onChange={(value) => editing.set('city_id', value)}
      error={editing.errors.city_id}
      disabled={editing.saving || editing.citiesLoading}
      nothingFoundMessage={t('super-admin.stores.noCityFound')}
      comboboxProps={{ withinPortal: true }}
      miw={170}
    />
  );
}

export function WhatsAppCell({ store }: { store: StoreRow }) {
  const t = useT();
  const editing = useEditing(store.store_id);
  if (!editing) {
    if (!store.whatsapp) {
      return (
        <Text size="sm">
          <span aria-hidden>—</span>
          <VisuallyHidden>{t('super-admin.stores.noWhatsapp')}</VisuallyHidden>
        </Text>
      );
    }
    return (
      <Anchor href={telHref(store.whatsapp)} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatPhone(store.whatsapp)}
      </Anchor>
    );
  }
  return (
    <TextInput
      size="xs"
      type="tel"
      inputMode="tel"
      autoComplete="off"
      aria-label={t('super-admin.stores.whatsapp')}
      value={editing.draft.whatsapp}
      onChange={(event) => editing.set('whatsapp', event.currentTarget.value)}
      error={editing.errors.whatsapp}
      disabled={editing.saving}
      maxLength={PHONE_INPUT_MAX_LENGTH}
      miw={150}
    />
  );
}

const coordinate = (value: number) => value.toFixed(5);

export function PointCell({ store }: { store: StoreRow }) {
  const t = useT();
  const editing = useEditing(store.store_id);
  if (!editing) {
    return (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {coordinate(store.latitude)}, {coordinate(store.longitude)}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {COORDINATES.map(({ field, name }) => (
        <NumberInput
          key={field}
          size="xs"
          aria-label={t(name)}
          value={editing.draft[field]}
          onChange={(value) => editing.set(field, value)}
          error={editing.errors[field]}
          decimalScale={6}
          step={0.001}
          hideControls
          disabled={editing.saving}
          w={96}
        />
      ))}
    </Group>
  );
}

/** The edit state of the table: one row at a time, its draft and its errors. */
export function useStoreEditing(cities: City[], citiesLoading: boolean) {
  const [id, setId] = useState<number | null>(null);
  const [draft, setDraft] = useState<StoreDraft>({
    store_name: '',
    store_location: '',
    city_id: null,
    latitude: '',
    longitude: '',
    whatsapp: '',
  });
  const [errors, setErrors] = useState<Editing['errors']>({});
  const [saving, setSaving] = useState(false);
  const set = (field: DraftField, value: StoreDraft[DraftField]) => {
    setDraft((current) => {
      const next = { ...current, [field]: value };
      // A new city brings its centre as the point; the admin may move it from there.
      if (field === 'city_id' && value !== current.city_id) {
        const city = cities.find((c) => String(c.city_id) === value);
        if (city) Object.assign(next, { latitude: city.latitude, longitude: city.longitude });
      }
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };
  return {
    value: { id, draft, errors, saving, cities, citiesLoading, set } satisfies Editing,
    start: (store: StoreRow) => {
      setId(store.store_id);
      setDraft(draftOf(store));
      setErrors({});
    },
    stop: () => {
      setId(null);
      setErrors({});
    },
    setErrors,
    setSaving,
  };
}
