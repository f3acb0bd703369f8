import { Select, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconUserShield } from '@tabler/icons-react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_SORTS,
  STORE_ADMIN_SORT_FIELDS,
  type StoreAdminRow,
  type StoreAdminSortField,
  type StoreName,
} from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { EditRowActions, RowActions, useConfirmedAction } from '@/components/back-office/row-actions';
import { ToneBadge } from '@/components/back-office/tone-badge';
import { toast } from '@/components/ui/toast';
import { useT, type MessageId, type MessageValues } from '@/i18n';
import { fixedWithReason } from '@/lib/api-errors';
import { formatDateWib } from '@/lib/dates';
import { useAssignStoreAdmin, useRemoveStoreAdmin, useStoreAdmins } from '../api/store-admins';

/** The list keeps `sortFieldAdmin` (docs/product.md §7) in its own query; the URL keeps the kit's names. */
export const STORE_ADMINS_LIST: ListParamsConfig<StoreAdminSortField, never> = {
  sortFields: STORE_ADMIN_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.storeAdmins.field, order: DEFAULT_SORTS.storeAdmins.order },
};

type Editing = {
  /** The one admin row in edit mode (docs/product.md §4), or null. */
  id: number | null;
  storeId: string | null;
  error: string | null;
  saving: boolean;
  stores: StoreName[];
  storesLoading: boolean;
  setStoreId: (value: string | null) => void;
  start: (admin: StoreAdminRow) => void;
  cancel: () => void;
  save: (admin: StoreAdminRow) => void;
  remove: (admin: StoreAdminRow) => void;
};
const EditingContext = createContext<Editing | null>(null);

function StoreCell({ admin }: { admin: StoreAdminRow }) {
  const t = useT();
  const editing = useContext(EditingContext)!;
  if (editing.id !== admin.user_id) {
    return admin.store_name ? (
      <Text size="sm">{admin.store_name}</Text>
    ) : (
      <ToneBadge color="turmeric">{t('super-admin.storeAdmins.notAssigned')}</ToneBadge>
    );
  }
  return (
    <Select
      size="xs"
      aria-label={t('super-admin.storeAdmins.storeOf', { name: admin.username })}
      placeholder={
        editing.storesLoading
          ? t('super-admin.storeAdmins.loadingStores')
          : t('super-admin.storeAdmins.chooseStore')
      }
      searchable
      data={editing.stores.map((s) => ({ value: String(s.store_id), label: s.store_name }))}
      value={editing.storeId}
      onChange={editing.setStoreId}
      error={editing.error}
      disabled={editing.saving || editing.storesLoading}
      nothingFoundMessage={t('super-admin.storeAdmins.noStoreFound')}
      comboboxProps={{ withinPortal: true }}
      miw={180}
      data-autofocus
    />
  );
}

function StatusCell({ admin }: { admin: StoreAdminRow }) {
  const t = useT();
  return admin.is_verified ? (
    <ToneBadge color="leaf">{t('super-admin.storeAdmins.active')}</ToneBadge>
  ) : (
    <ToneBadge color="gray">{t('super-admin.storeAdmins.invited')}</ToneBadge>
  );
}

function ActionsCell({ admin }: { admin: StoreAdminRow }) {
  const t = useT();
  const editing = useContext(EditingContext)!;
  if (editing.id === admin.user_id) {
    return (
      <EditRowActions saving={editing.saving} onSave={() => editing.save(admin)} onCancel={editing.cancel} />
    );
  }
  const waiting = editing.id !== null ? t('super-admin.storeAdmins.finishEditFirst') : undefined;
  return (
    <RowActions
      end
      actions={[
        {
          label: t('super-admin.storeAdmins.assignOf', { name: admin.username }),
          tooltip: waiting,
          icon: <IconPencil size={18} aria-hidden />,
          disabled: editing.id !== null,
          onClick: () => editing.start(admin),
        },
        {
          label: t('super-admin.storeAdmins.removeOf', { name: admin.username }),
          tooltip: waiting,
          icon: <IconTrash size={18} aria-hidden />,
          color: 'red.8',
          disabled: editing.id !== null,
          onClick: () => editing.remove(admin),
        },
      ]}
    />
  );
}

const helper = backOfficeColumns<StoreAdminRow>();

/** The columns, their headers in the language `t` speaks. */
const columns = (t: (id: MessageId, values?: MessageValues) => string) =>
  helper.columns([
    helper.accessor('username', {
      header: t('super-admin.storeAdmins.column.admin'),
      meta: { sortField: 'username', card: 'title' },
      cell: ({ getValue }) => (
        <Text fw={600} size="sm">
          {getValue()}
        </Text>
      ),
    }),
    helper.accessor('email', { header: t('super-admin.storeAdmins.email'), meta: { sortField: 'email' } }),
    helper.accessor((admin) => admin.store_name ?? '', {
      id: 'store',
      header: t('super-admin.storeAdmins.store'),
      meta: { sortField: 'store' },
      cell: ({ row }) => <StoreCell admin={row.original} />,
    }),
    helper.display({
      id: 'status',
      header: t('super-admin.storeAdmins.column.account'),
      cell: ({ row }) => <StatusCell admin={row.original} />,
    }),
    helper.accessor('created_at', {
      header: t('super-admin.storeAdmins.column.registered'),
      meta: { sortField: 'created_at' },
      cell: ({ getValue }) => formatDateWib(getValue()),
    }),
    helper.display({
      id: 'actions',
      header: t('super-admin.common.actions'),
      meta: { align: 'right' },
      cell: ({ row }) => <ActionsCell admin={row.original} />,
    }),
  ]);

/**
 * Store admins with their store (docs/product.md §7, §9: by store): sort, search and pages in the URL; one row
 * at a time in edit mode to assign its store (one POST whose answer replaces the row); removal
 * behind a confirmation.
 */
export function StoreAdminsTable({
  stores,
  storesLoading,
  actions,
}: {
  /** Every live store (GET /api/super-admin/store-names), given by the page. */
  stores: StoreName[];
  storesLoading: boolean;
  actions?: ReactNode;
}) {
  const t = useT();
  // `t` is a new function in each language: the columns are made again then.
  const cols = useMemo(() => columns(t), [t]);
  const list = useListParams(STORE_ADMINS_LIST);
  const query = useStoreAdmins({
    page: list.page,
    sortFieldAdmin: list.sortField,
    sortOrder: list.sortOrder,
    ...(list.search ? { search: list.search } : {}),
  });
  const assign = useAssignStoreAdmin();
  const remove = useRemoveStoreAdmin();
  const confirmed = useConfirmedAction();
  const [id, setId] = useState<number | null>(null);
  const [storeId, setStoreIdState] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setId(null);
    setError(null);
  };
  const editing: Editing = {
    id,
    storeId,
    error,
    saving: assign.isPending,
    stores,
    storesLoading,
    setStoreId: (value) => {
      setStoreIdState(value);
      setError(null);
    },
    start: (admin) => {
      setId(admin.user_id);
      setStoreIdState(admin.store_id === null ? null : String(admin.store_id));
      setError(null);
    },
    cancel,
    save: (admin) => {
      if (storeId === null) {
        setError(t('super-admin.storeAdmins.chooseTheirStore'));
        return;
      }
      if (Number(storeId) === admin.store_id) {
        cancel();
        return;
      }
      assign.mutate(
        { user_id: admin.user_id, store_id: Number(storeId) },
        {
          onSuccess: (row) => {
            cancel();
            toast.success(
              row.store_name
                ? t('super-admin.storeAdmins.assignedText', { name: row.username, store: row.store_name })
                : t('super-admin.storeAdmins.assignedTextNoName', { name: row.username }),
              t('super-admin.storeAdmins.assigned'),
            );
          },
          onError: (failure) => {
            const text = fixedWithReason(failure, t('super-admin.error.adminAssign'));
            setError(text);
            toast.error(text);
          },
        },
      );
    },
    remove: (admin) =>
      confirmed({
        title: t('super-admin.storeAdmins.removeTitle', { name: admin.username }),
        message: admin.store_name
          ? t('super-admin.storeAdmins.removeMessage', {
              name: admin.username,
              email: admin.email,
              store: admin.store_name,
            })
          : t('super-admin.storeAdmins.removeMessageNoStore', { name: admin.username, email: admin.email }),
        confirmLabel: t('super-admin.storeAdmins.remove'),
        fallbackError: t('super-admin.error.adminDelete'),
        run: () => remove.mutateAsync(admin.user_id),
        done: () =>
          toast.success(
            t('super-admin.storeAdmins.removedText', { name: admin.username }),
            t('super-admin.storeAdmins.removed'),
          ),
      }),
  };

  return (
    <EditingContext.Provider value={editing}>
      <ListTable
        list={list}
        search={{
          label: t('super-admin.storeAdmins.search'),
          placeholder: t('super-admin.storeAdmins.searchPlaceholder'),
        }}
        actions={actions}
        label={t('super-admin.section.storeAdmins.label')}
        columns={cols}
        query={query}
        rowKey={(row) => row.user_id}
        errorFallback={t('super-admin.error.storeAdminsFetch')}
        empty={{
          icon: <IconUserShield size={32} aria-hidden />,
          title: t('super-admin.section.storeAdmins.empty'),
          filteredTitle: t('super-admin.storeAdmins.noMatch'),
          text: t('super-admin.storeAdmins.emptyText'),
        }}
      />
    </EditingContext.Provider>
  );
}
