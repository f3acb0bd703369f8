import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { createContext, useContext, type ReactNode } from 'react';
import {
  DEFAULT_SORTS,
  MESSAGES,
  STORE_SORT_FIELDS,
  type City,
  type StoreRow,
  type StoreSortField,
} from '@lumbung/contracts';
import { backOfficeColumns, DataTable } from '@/components/back-office/data-table';
import { fieldErrorsFor } from '@/components/back-office/server-errors';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListToolbar, SearchBox } from '@/components/back-office/list-toolbar';
import { useConfirmDialog } from '@/components/ui/confirm-dialog';
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
    return (
      <Badge
        variant="light"
        color="turmeric"
        radius="sm"
        styles={{ root: { color: 'var(--mantine-color-turmeric-9)' } }}
      >
        No admin
      </Badge>
    );
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
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <Button
          size="xs"
          leftSection={<IconCheck size={14} aria-hidden />}
          loading={actions.saving}
          onClick={() => actions.save(store)}
        >
          Save
        </Button>
        <Button size="xs" variant="default" onClick={actions.cancel} disabled={actions.saving}>
          Cancel
        </Button>
      </Group>
    );
  }
  const waiting = someEditing ? 'Save or cancel the store being edited first' : undefined;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={waiting ?? `Edit ${store.store_name}`} withinPortal>
        <ActionIcon
          variant="subtle"
          aria-label={`Edit ${store.store_name}`}
          disabled={someEditing}
          onClick={() => actions.start(store)}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={waiting ?? `Delete ${store.store_name}`} withinPortal>
        <ActionIcon
          variant="subtle"
          color="red.8"
          aria-label={`Delete ${store.store_name}`}
          disabled={someEditing}
          onClick={() => actions.remove(store)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
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
  const query = useSuperStores({
    page: list.page,
    sortField: list.sortField,
    sortOrder: list.sortOrder,
    ...(list.search ? { search: list.search } : {}),
  });
  const editing = useStoreEditing(cities, citiesLoading);
  const update = useUpdateStore();
  const remove = useDeleteStore();
  const confirm = useConfirmDialog();

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
    confirm.show({
      title: `Delete ${store.store_name}?`,
      message:
        store.admins.length > 0
          ? `${store.store_name} leaves the shop and its ${store.admins.length === 1 ? 'admin is' : `${store.admins.length} admins are`} unassigned. Past orders keep the store. A store with open orders cannot be deleted.`
          : `${store.store_name} leaves the shop. Past orders keep the store. A store with open orders cannot be deleted.`,
      confirmLabel: 'Delete store',
      fallbackError: MESSAGES.STORE_DELETE_ERROR,
      callback: async () => {
        await remove.mutateAsync(store.store_id);
        toast.success(`${store.store_name} no longer takes orders.`, STORE_DELETED_TOAST);
      },
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
    <>
      <ListToolbar actions={actions}>
        <SearchBox
          value={list.search}
          onSearch={list.setSearch}
          label="Search stores"
          placeholder="Store, location, city or admin"
        />
      </ListToolbar>
      {editing.value.errors.form ? (
        <Text role="alert" c="red.8" size="sm" mb="xs">
          {editing.value.errors.form}
        </Text>
      ) : null}
      <ActionsContext.Provider value={rowActions}>
        <StoreEditingProvider value={editing.value}>
          <DataTable
            label="Stores"
            columns={COLUMNS}
            query={query}
            rowKey={(row) => row.store_id}
            sort={{
              field: list.sortField,
              order: list.sortOrder,
              onChange: (field, order) => list.setSort(field as StoreSortField, order),
            }}
            onPageChange={list.setPage}
            filtered={Boolean(list.search)}
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
    </>
  );
}
