import { Avatar, Badge, Group, Text } from '@mantine/core';
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
import { backOfficeColumns, DataTable } from '@/components/back-office/data-table';
import { useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { FilterSelect, ListToolbar, SearchBox } from '@/components/back-office/list-toolbar';
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
  const color = ROLE_COLORS[role];
  return (
    <Badge
      variant="light"
      color={color}
      radius="sm"
      styles={{ root: { color: `var(--mantine-color-${color}-9)` } }}
    >
      {ROLE_LABELS[role]}
    </Badge>
  );
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
  const query = useUsers({
    page: list.page,
    sortField: list.sortField,
    sortOrder: list.sortOrder,
    ...(list.search ? { search: list.search } : {}),
    ...(role ? { role } : {}),
  });
  const columns = useMemo(() => COLUMNS, []);
  return (
    <>
      <ListToolbar>
        <SearchBox
          value={list.search}
          onSearch={list.setSearch}
          label="Search users"
          placeholder="Username or e-mail"
        />
        <FilterSelect
          label="Role"
          value={role}
          options={ROLE_OPTIONS}
          onChange={(value) => list.setFilter('role', value)}
          allLabel="Every role"
        />
      </ListToolbar>
      <DataTable
        label="Users"
        columns={columns}
        query={query}
        rowKey={(row) => row.user_id}
        sort={{
          field: list.sortField,
          order: list.sortOrder,
          onChange: (field, order) => list.setSort(field as SortField, order),
        }}
        onPageChange={list.setPage}
        filtered={Boolean(list.search || role)}
        errorFallback={MESSAGES.USERS_FETCH_FAILED}
        empty={{
          icon: <IconUsers size={32} aria-hidden />,
          title: 'No users to show',
          filteredTitle: 'No user matches this search or role',
        }}
      />
    </>
  );
}
