import { Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconPencil, IconTrash } from '@tabler/icons-react';
import { createContext, useContext, type ReactNode } from 'react';
import {
  DEFAULT_SORTS,
  MESSAGES,
  STORE_SORT_FIELDS,
  type City,
  type StoreRow,
  type StoreSortField,
} from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { listQuery, useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { EditRowActions, RowActions, useConfirmedAction } from '@/components/back-office/row-actions';
import { ToneBadge } from '@/components/back-office/tone-badge';
import { toast } from '@/components/ui/toast';
import { fixedWithReason } from '@/lib/api-errors';
import { useDeleteStore, useSuperStores, useUpdateStore } from '../api/super-admin-stores';
import {
  changesOf,
  CityCell,
  LocationCell,
  NameCell,
  PointCell,
  StoreEditingProvider,
  useSomeRowEditing,
  useStoreEditing,
  type DraftField,
} from './store-row-editor';

export const STORES_LIST: ListParamsConfig<StoreSortField, never> = {
  sortFields: STORE_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.stores.field, order: DEFAULT_SORTS.stores.order },
};

export const STORE_UPDATED_TOAST = 'Store updated';
export const STORE_DELETED_TOAST = 'Store deleted';
const DRAFT_FIELDS: readonly DraftField[] = [
  'store_name',
  'store_location',
  'city_id',
  'latitude',
  'longitude',
];

type RowActions = {
  editingId: number | null;
  saving: boolean;
  start: (store: StoreRow) => void;
  cancel: () => void;
  save: (store: StoreRow) => void;
  remove: (store: StoreRow) => void;
};
const ActionsContext = createContext<RowActions | null>(null);

function AdminsCell({ store }: { store: StoreRow }) {
  if (store.admins.length === 0) {
    return <ToneBadge color="turmeric">No admin</ToneBadge>;
  }
  return (
    <Stack gap={2}>
      {store.admins.map((admin) => (
        <Text key={admin.user_id} size="sm">
          {admin.username}
          {admin.is_verified ? null : (
            <Text span size="xs" c="gray.7">
              {' '}
              (invited)
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

function ActionsCell({ store }: { store: StoreRow }) {
  const actions = useContext(ActionsContext)!;
  const someEditing = useSomeRowEditing();
  if (actions.editingId === store.store_id) {
    return (
      <EditRowActions saving={actions.saving} onSave={() => actions.save(store)} onCancel={actions.cancel} />
    );
  }
  const waiting = someEditing ? 'Save or cancel the store being edited first' : undefined;
  return (
    <RowActions
      end
      actions={[
        {
          label: `Edit ${store.store_name}`,
          tooltip: waiting,
          icon: <IconPencil size={18} aria-hidden />,
          disabled: someEditing,
          onClick: () => actions.start(store),
        },
        {
          label: `Delete ${store.store_name}`,
          tooltip: waiting,
          icon: <IconTrash size={18} aria-hidden />,
          color: 'red.8',
          disabled: someEditing,
          onClick: () => actions.remove(store),
        },
      ]}
    />
  );
}

const helper = backOfficeColumns<StoreRow>();
const COLUMNS = helper.columns([
  helper.accessor('store_name', {
    header: 'Store',
    meta: { sortField: 'store_name', card: 'title' },
    cell: ({ row }) => <NameCell store={row.original} />,
  }),
  helper.accessor((store) => store.admins[0]?.username ?? '', {
    id: 'admins',
    header: 'Admins',
    meta: { sortField: 'admin' },
    cell: ({ row }) => <AdminsCell store={row.original} />,
  }),
  helper.accessor('store_location', {
    header: 'Location',
    meta: { sortField: 'store_location' },
    cell: ({ row }) => <LocationCell store={row.original} />,
  }),
  helper.accessor('city_name', {
    header: 'City',
    meta: { sortField: 'city_name' },
    cell: ({ row }) => <CityCell store={row.original} />,
  }),
  helper.display({
    id: 'point',
    header: 'Latitude, longitude',
    cell: ({ row }) => <PointCell store={row.original} />,
  }),
  helper.display({
    id: 'actions',
    header: 'Actions',
    meta: { align: 'right' },
    cell: ({ row }) => <ActionsCell store={row.original} />,
  }),
]);

/**
 * Every live store with its admins (docs/product.md §7, §9: 10 a page, by admin): sort, search and pages in
 * the URL; one row at a time in edit mode (docs/product.md §4), saved with one PATCH whose answer replaces the
 * row; delete behind a confirmation that shows why the server refused.
 */
export function StoresTable({
  cities,
  citiesLoading,
  actions,
}: {
  cities: City[];
  citiesLoading: boolean;
  actions?: ReactNode;
}) {
  const list = useListParams(STORES_LIST);
  const query = useSuperStores(listQuery(list));
  const editing = useStoreEditing(cities, citiesLoading);
  const update = useUpdateStore();
  const remove = useDeleteStore();
  const confirmed = useConfirmedAction();

  const save = (store: StoreRow) => {
    const { body, errors } = changesOf(store, editing.value.draft);
    if (Object.keys(errors).length > 0) {
      editing.setErrors(errors);
      return;
    }
    if (!body) {
      editing.stop();
      return;
    }
    editing.setSaving(true);
    update.mutate(
      { id: store.store_id, body },
      {
        onSuccess: (row) => {
          editing.stop();
          toast.success(`${row.store_name} is saved.`, STORE_UPDATED_TOAST);
        },
        onError: (error) => {
          const onFields = fieldErrorsFor(error, DRAFT_FIELDS);
          editing.setErrors(onFields);
          toast.error(fixedWithReason(error, MESSAGES.STORE_UPDATE_ERROR));
        },
        onSettled: () => editing.setSaving(false),
      },
    );
  };

  const askDelete = (store: StoreRow) =>
    confirmed({
      title: `Delete ${store.store_name}?`,
      message:
        store.admins.length > 0
          ? `${store.store_name} leaves the shop and its ${store.admins.length === 1 ? 'admin is' : `${store.admins.length} admins are`} unassigned. Past orders keep the store. A store with open orders cannot be deleted.`
          : `${store.store_name} leaves the shop. Past orders keep the store. A store with open orders cannot be deleted.`,
      confirmLabel: 'Delete store',
      fallbackError: MESSAGES.STORE_DELETE_ERROR,
      run: () => remove.mutateAsync(store.store_id),
      done: () => toast.success(`${store.store_name} no longer takes orders.`, STORE_DELETED_TOAST),
    });

  const rowActions: RowActions = {
    editingId: editing.value.id,
    saving: editing.value.saving,
    start: editing.start,
    cancel: editing.stop,
    save,
    remove: askDelete,
  };

  return (
    <ActionsContext.Provider value={rowActions}>
      <StoreEditingProvider value={editing.value}>
        <ListTable
          list={list}
          search={{ label: 'Search stores', placeholder: 'Store, location, city or admin' }}
          actions={actions}
          notice={
            editing.value.errors.form ? (
              <Text role="alert" c="red.8" size="sm" mb="xs">
                {editing.value.errors.form}
              </Text>
            ) : null
          }
          label="Stores"
          columns={COLUMNS}
          query={query}
          rowKey={(row) => row.store_id}
          errorFallback={MESSAGES.STORE_DATA_ERROR}
          empty={{
            icon: <IconBuildingStore size={32} aria-hidden />,
            title: 'No stores yet',
            filteredTitle: 'No store matches this search',
            text: 'A new store gets every product on its shelves at stock 0.',
          }}
        />
      </StoreEditingProvider>
    </ActionsContext.Provider>
  );
}
