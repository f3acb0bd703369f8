import { Avatar, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';
import {
  MESSAGES,
  ROLE_LABELS,
  ROLES,
  USER_SORT_FIELDS,
  type AdminUser,
  type Role,
} from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { listQuery, useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { FilterSelect } from '@/components/back-office/list-toolbar';
import { ToneBadge } from '@/components/back-office/tone-badge';
import { formatDateWib } from '@/lib/dates';
import { useUsers } from '../api/users';

type SortField = (typeof USER_SORT_FIELDS)[number];

export const USERS_LIST: ListParamsConfig<SortField, 'role'> = {
  sortFields: USER_SORT_FIELDS,
  defaultSort: { field: 'created_at', order: 'desc' },
  filters: { role: ROLES },
};

const ROLE_COLORS: Record<Role, string> = { SUPER_ADMIN: 'grape', STORE_ADMIN: 'blue', USER: 'leaf' };

export function RoleBadge({ role }: { role: Role }) {
  return <ToneBadge color={ROLE_COLORS[role]}>{ROLE_LABELS[role]}</ToneBadge>;
}

const helper = backOfficeColumns<AdminUser>();

const COLUMNS = helper.columns([
  helper.accessor('username', {
    header: 'User',
    meta: { sortField: 'username', card: 'title' },
    cell: ({ row }) => (
      <Group gap="sm" wrap="nowrap">
        <Avatar src={row.original.image} alt="" radius="xl" size={32} color="leaf">
          {row.original.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.original.username}
        </Text>
      </Group>
    ),
  }),
  helper.accessor('email', {
    header: 'E-mail',
    meta: { sortField: 'email' },
    cell: ({ getValue }) => (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {getValue()}
      </Text>
    ),
  }),
  helper.accessor('role', {
    header: 'Role',
    meta: { sortField: 'role' },
    cell: ({ getValue }) => <RoleBadge role={getValue()} />,
  }),
  helper.accessor('is_verified', {
    header: 'E-mail verified',
    cell: ({ getValue }) => (getValue() ? 'Verified' : 'Not verified'),
  }),
  helper.accessor('store_name', {
    header: 'Store',
    cell: ({ row }) =>
      row.original.role === 'STORE_ADMIN' ? (row.original.store_name ?? 'No store assigned') : '—',
  }),
  helper.accessor('created_at', {
    header: 'Joined',
    meta: { sortField: 'created_at' },
    cell: ({ getValue }) => formatDateWib(getValue()),
  }),
]);

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Every account: 10 a page, newest first, with a role filter and a search (docs/product.md §7 "Super admin"). */
export function UsersTable() {
  const list = useListParams(USERS_LIST);
  const role = list.filters.role as Role | null;
  const query = useUsers({ ...listQuery(list), ...(role ? { role } : {}) });
  const columns = useMemo(() => COLUMNS, []);
  return (
    <ListTable
      list={list}
      search={{ label: 'Search users', placeholder: 'Username or e-mail' }}
      filters={
        <FilterSelect
          label="Role"
          value={role}
          options={ROLE_OPTIONS}
          onChange={(value) => list.setFilter('role', value)}
          allLabel="Every role"
        />
      }
      label="Users"
      columns={columns}
      query={query}
      rowKey={(row) => row.user_id}
      filtered={Boolean(list.search || role)}
      errorFallback={MESSAGES.USERS_FETCH_FAILED}
      empty={{
        icon: <IconUsers size={32} aria-hidden />,
        title: 'No users to show',
        filteredTitle: 'No user matches this search or role',
      }}
    />
  );
}
