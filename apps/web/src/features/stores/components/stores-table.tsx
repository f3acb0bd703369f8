import { Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconPencil, IconTrash } from '@tabler/icons-react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  DEFAULT_SORTS,
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
import { useT, type MessageId, type MessageValues } from '@/i18n';
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
  WhatsAppCell,
  type DraftField,
} from './store-row-editor';

export const STORES_LIST: ListParamsConfig<StoreSortField, never> = {
  sortFields: STORE_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.stores.field, order: DEFAULT_SORTS.stores.order },
};

const DRAFT_FIELDS: readonly DraftField[] = [
  'store_name',
  'store_location',
  'city_id',
  'latitude',
  'longitude',
  'whatsapp',
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
  const t = useT();
  if (store.admins.length === 0) {
    return <ToneBadge color="turmeric">{t('super-admin.stores.noAdmin')}</ToneBadge>;
  }
  return (
    <Stack gap={2}>
      {store.admins.map((admin) => (
        <Text key={admin.user_id} size="sm">
          {admin.username}
          {admin.is_verified ? null : (
            <Text span size="xs" c="gray.7">
              {' '}
              {t('super-admin.stores.invited')}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

function ActionsCell({ store }: { store: StoreRow }) {
  const t = useT();
  const actions = useContext(ActionsContext)!;
  const someEditing = useSomeRowEditing();
  if (actions.editingId === store.store_id) {
    return (
      <EditRowActions saving={actions.saving} onSave={() => actions.save(store)} onCancel={actions.cancel} />
    );
  }
  const waiting = someEditing ? t('super-admin.stores.finishEditFirst') : undefined;
  return (
    <RowActions
      end
      actions={[
        {
          label: t('super-admin.stores.editOf', { name: store.store_name }),
          tooltip: waiting,
          icon: <IconPencil size={18} aria-hidden />,
          disabled: someEditing,
          onClick: () => actions.start(store),
        },
        {
          label: t('super-admin.stores.deleteOf', { name: store.store_name }),
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

/** The columns, their headers in the language `t` speaks. */
const columns = (t: (id: MessageId, values?: MessageValues) => string) =>
  helper.columns([
    helper.accessor('store_name', {
      header: t('super-admin.stores.column.store'),
      meta: { sortField: 'store_name', card: 'title' },
      cell: ({ row }) => <NameCell store={row.original} />,
    }),
    helper.accessor((store) => store.admins[0]?.username ?? '', {
      id: 'admins',
      header: t('super-admin.stores.column.admins'),
      meta: { sortField: 'admin' },
      cell: ({ row }) => <AdminsCell store={row.original} />,
    }),
    helper.accessor('store_location', {
      header: t('super-admin.stores.location'),
      meta: { sortField: 'store_location' },
      cell: ({ row }) => <LocationCell store={row.original} />,
    }),
    helper.accessor('city_name', {
      header: t('super-admin.stores.city'),
      meta: { sortField: 'city_name' },
      cell: ({ row }) => <CityCell store={row.original} />,
    }),
    helper.display({
      id: 'whatsapp',
      header: t('super-admin.stores.column.whatsapp'),
      cell: ({ row }) => <WhatsAppCell store={row.original} />,
    }),
    helper.display({
      id: 'point',
      header: t('super-admin.stores.column.point'),
      cell: ({ row }) => <PointCell store={row.original} />,
    }),
    helper.display({
      id: 'actions',
      header: t('super-admin.common.actions'),
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
  const t = useT();
  // `t` is a new function in each language: the columns are made again then.
  const cols = useMemo(() => columns(t), [t]);
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
          toast.success(
            t('super-admin.stores.savedText', { name: row.store_name }),
            t('super-admin.stores.updated'),
          );
        },
        onError: (error) => {
          const onFields = fieldErrorsFor(error, DRAFT_FIELDS);
          editing.setErrors(onFields);
          toast.error(fixedWithReason(error, t('super-admin.error.storeUpdate')));
        },
        onSettled: () => editing.setSaving(false),
      },
    );
  };

  const askDelete = (store: StoreRow) =>
    confirmed({
      title: t('super-admin.stores.deleteTitle', { name: store.store_name }),
      message:
        store.admins.length === 0
          ? t('super-admin.stores.deleteMessage', { name: store.store_name })
          : store.admins.length === 1
            ? t('super-admin.stores.deleteWithAdmin', { name: store.store_name })
            : t('super-admin.stores.deleteWithAdmins', {
                name: store.store_name,
                count: store.admins.length,
              }),
      confirmLabel: t('super-admin.stores.delete'),
      fallbackError: t('super-admin.error.storeDelete'),
      run: () => remove.mutateAsync(store.store_id),
      done: () =>
        toast.success(
          t('super-admin.stores.deletedText', { name: store.store_name }),
          t('super-admin.stores.deleted'),
        ),
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
          search={{
            label: t('super-admin.stores.search'),
            placeholder: t('super-admin.stores.searchPlaceholder'),
          }}
          actions={actions}
          notice={
            editing.value.errors.form ? (
              <Text role="alert" c="red.8" size="sm" mb="xs">
                {editing.value.errors.form}
              </Text>
            ) : null
          }
          label={t('super-admin.section.stores.label')}
          columns={cols}
          query={query}
          rowKey={(row) => row.store_id}
          errorFallback={t('super-admin.error.storeData')}
          empty={{
            icon: <IconBuildingStore size={32} aria-hidden />,
            title: t('super-admin.section.stores.empty'),
            filteredTitle: t('super-admin.stores.noMatch'),
            text: t('super-admin.stores.emptyText'),
          }}
        />
      </StoreEditingProvider>
    </ActionsContext.Provider>
  );
}
