import { Select } from '@mantine/core';
import { useSalesFilters } from '@/features/sales';
import { useT } from '@/i18n';

/**
 * The live stores (id and name) the super admin's pages filter by, from GET /api/super-admin/data/all
 * (the stores of the report filters); 'Error fetching store names' when they cannot be read.
 */
export function useStoreNames() {
  const t = useT();
  const filters = useSalesFilters('super-admin');
  return {
    stores: filters.data?.stores ?? [],
    loading: filters.isPending,
    error: filters.isError ? t('super-admin.error.storeNames') : null,
  };
}

type StoreSelectProps = {
  stores: readonly { store_id: number; store_name: string }[];
  value: number | null;
  onChange: (storeId: number | null) => void;
  /** The label of "every store"; without it a store must be chosen. */
  allLabel?: string;
  error?: string | null;
};

/** Picks one store (or every store) by its name; its id goes in the URL. */
export function StoreSelect({ stores, value, onChange, allLabel, error }: StoreSelectProps) {
  const t = useT();
  const ALL = 'all';
  return (
    <Select
      label={t('super-admin.storeFilter.label')}
      data={[
        ...(allLabel ? [{ value: ALL, label: allLabel }] : []),
        ...stores.map((s) => ({ value: String(s.store_id), label: s.store_name })),
      ]}
      value={value === null ? (allLabel ? ALL : null) : String(value)}
      onChange={(next) => onChange(next === null || next === ALL ? null : Number(next))}
      allowDeselect={false}
      searchable
      error={error ?? undefined}
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The store id of the `store` URL parameter, if it is a whole number. */
export function storeParam(params: URLSearchParams): number | null {
  const id = Number(params.get('store'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
