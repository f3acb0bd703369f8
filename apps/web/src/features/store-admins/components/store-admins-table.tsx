import { Select, Text } from '@mantine/core';
import { IconPencil, IconTrash, IconUserShield } from '@tabler/icons-react';
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  DEFAULT_SORTS,
  MESSAGES,
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
import { fixedWithReason } from '@/lib/api-errors';
import { formatDateWib } from '@/lib/dates';
import { useAssignStoreAdmin, useRemoveStoreAdmin, useStoreAdmins } from '../api/store-admins';

/** The list keeps `sortFieldAdmin` (docs/product.md §7) in its own query; the URL keeps the kit's names. */
export const STORE_ADMINS_LIST: ListParamsConfig<StoreAdminSortField, never> = {
  sortFields: STORE_ADMIN_SORT_FIELDS,
  defaultSort: { field: DEFAULT_SORTS.storeAdmins.field, order: DEFAULT_SORTS.storeAdmins.order },
};

export const ADMIN_REMOVED_TOAST = 'Store admin removed';
export const ADMIN_ASSIGNED_TOAST = 'Store admin assigned';

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
  const editing = useContext(EditingContext)!;
  if (editing.id !== admin.user_id) {
    return admin.store_name ? (
      <Text size="sm">{admin.store_name}</Text>
    ) : (
      <ToneBadge color="turmeric">Not assigned</ToneBadge>
    );
  }
  return (
    <Select
      size="xs"
      aria-label={`Store of ${admin.username}`}
      placeholder={editing.storesLoading ? 'Loading stores…' : 'Choose a store'}
      searchable
      data={editing.stores.map((s) => ({ value: String(s.store_id), label: s.store_name }))}
      value={editing.storeId}
      onChange={editing.setStoreId}
      error={editing.error}
      disabled={editing.saving || editing.storesLoading}
      nothingFoundMessage="No store of that name"
      comboboxProps={{ withinPortal: true }}
      miw={180}
      data-autofocus
    />
  );
}

function StatusCell({ admin }: { admin: StoreAdminRow }) {
  return admin.is_verified ? (
    <ToneBadge color="leaf">Active</ToneBadge>
  ) : (
    <ToneBadge color="gray">Invited</ToneBadge>
  );
}

function ActionsCell({ admin }: { admin: StoreAdminRow }) {
  const editing = useContext(EditingContext)!;
  if (editing.id === admin.user_id) {
    return (
      <EditRowActions saving={editing.saving} onSave={() => editing.save(admin)} onCancel={editing.cancel} />
    );
  }
  const waiting = editing.id !== null ? 'Save or cancel the admin being edited first' : undefined;
  return (
    <RowActions
      end
      actions={[
        {
          label: `Assign ${admin.username} to a store`,
          tooltip: waiting,
          icon: <IconPencil size={18} aria-hidden />,
          disabled: editing.id !== null,
          onClick: () => editing.start(admin),
        },
        {
          label: `Remove ${admin.username}`,
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
const COLUMNS = helper.columns([
  helper.accessor('username', {
    header: 'Admin',
    meta: { sortField: 'username', card: 'title' },
    cell: ({ getValue }) => (
      <Text fw={600} size="sm">
        {getValue()}
      </Text>
    ),
  }),
  helper.accessor('email', { header: 'E-mail', meta: { sortField: 'email' } }),
  helper.accessor((admin) => admin.store_name ?? '', {
    id: 'store',
    header: 'Store',
    meta: { sortField: 'store' },
    cell: ({ row }) => <StoreCell admin={row.original} />,
  }),
  helper.display({ id: 'status', header: 'Account', cell: ({ row }) => <StatusCell admin={row.original} /> }),
  helper.accessor('created_at', {
    header: 'Registered',
    meta: { sortField: 'created_at' },
    cell: ({ getValue }) => formatDateWib(getValue()),
  }),
  helper.display({
    id: 'actions',
    header: 'Actions',
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
        setError('Choose the store this admin runs.');
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
            toast.success(`${row.username} now runs ${row.store_name ?? 'the store'}.`, ADMIN_ASSIGNED_TOAST);
          },
          onError: (failure) => {
            const text = fixedWithReason(failure, MESSAGES.ADMIN_ASSIGN_ERROR);
            setError(text);
            toast.error(text);
          },
        },
      );
    },
    remove: (admin) =>
      confirmed({
        title: `Remove ${admin.username}?`,
        message: `${admin.username} (${admin.email}) can no longer log in or run ${admin.store_name ?? 'a store'}. The stock changes and orders they handled keep their name.`,
        confirmLabel: 'Remove admin',
        fallbackError: MESSAGES.ADMIN_DELETE_ERROR,
        run: () => remove.mutateAsync(admin.user_id),
        done: () => toast.success(`${admin.username} can no longer log in.`, ADMIN_REMOVED_TOAST),
      }),
  };

  return (
    <EditingContext.Provider value={editing}>
      <ListTable
        list={list}
        search={{ label: 'Search store admins', placeholder: 'Name, e-mail or store' }}
        actions={actions}
        label="Store admins"
        columns={COLUMNS}
        query={query}
        rowKey={(row) => row.user_id}
        errorFallback={MESSAGES.STORE_ADMINS_FETCH_ERROR}
        empty={{
          icon: <IconUserShield size={32} aria-hidden />,
          title: 'No store admins yet',
          filteredTitle: 'No store admin matches this search',
          text: 'Register an admin: they get a mail to choose a password.',
        }}
      />
    </EditingContext.Provider>
  );
}
