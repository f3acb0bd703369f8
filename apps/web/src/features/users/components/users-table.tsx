import { Avatar, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ROLES, USER_SORT_FIELDS, type AdminUser, type Role } from '@lumbung/contracts';
import { backOfficeColumns } from '@/components/back-office/data-table';
import { listQuery, useListParams, type ListParamsConfig } from '@/components/back-office/list-params';
import { ListTable } from '@/components/back-office/list-table';
import { FilterSelect } from '@/components/back-office/list-toolbar';
import { ToneBadge } from '@/components/back-office/tone-badge';
import { useT, type MessageId, type MessageValues } from '@/i18n';
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
  const t = useT();
  return <ToneBadge color={ROLE_COLORS[role]}>{t(`super-admin.role.${role}`)}</ToneBadge>;
}

const helper = backOfficeColumns<AdminUser>();

/** The columns, their headers in the language `t` speaks. */
const columns = (t: (id: MessageId, values?: MessageValues) => string) =>
  helper.columns([
    helper.accessor('username', {
      header: t('super-admin.users.column.user'),
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
      header: t('super-admin.users.column.email'),
      meta: { sortField: 'email' },
      cell: ({ getValue }) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {getValue()}
        </Text>
      ),
    }),
    helper.accessor('role', {
      header: t('super-admin.users.column.role'),
      meta: { sortField: 'role' },
      cell: ({ getValue }) => <RoleBadge role={getValue()} />,
    }),
    helper.accessor('is_verified', {
      header: t('super-admin.users.column.verified'),
      cell: ({ getValue }) =>
        getValue() ? t('super-admin.users.verified') : t('super-admin.users.notVerified'),
    }),
    helper.accessor('store_name', {
      header: t('super-admin.users.column.store'),
      cell: ({ row }) =>
        row.original.role === 'STORE_ADMIN'
          ? (row.original.store_name ?? t('super-admin.users.noStore'))
          : '—',
    }),
    helper.accessor('created_at', {
      header: t('super-admin.users.column.joined'),
      meta: { sortField: 'created_at' },
      cell: ({ getValue }) => formatDateWib(getValue()),
    }),
  ]);

/** Every account: 10 a page, newest first, with a role filter and a search (docs/product.md §7 "Super admin"). */
export function UsersTable() {
  const t = useT();
  // `t` is a new function in each language: the columns are made again then.
  const list = useListParams(USERS_LIST);
  const role = list.filters.role as Role | null;
  const query = useUsers({ ...listQuery(list), ...(role ? { role } : {}) });
  const cols = useMemo(() => columns(t), [t]);
  return (
    <ListTable
      list={list}
      search={{ label: t('super-admin.users.search'), placeholder: t('super-admin.users.searchPlaceholder') }}
      filters={
        <FilterSelect
          label={t('super-admin.users.column.role')}
          value={role}
          options={ROLES.map((value) => ({ value, label: t(`super-admin.role.${value}`) }))}
          onChange={(value) => list.setFilter('role', value)}
          allLabel={t('super-admin.users.everyRole')}
        />
      }
      label={t('super-admin.section.users.label')}
      columns={cols}
      query={query}
      rowKey={(row) => row.user_id}
      filtered={Boolean(list.search || role)}
      errorFallback={t('super-admin.error.usersFetch')}
      empty={{
        icon: <IconUsers size={32} aria-hidden />,
        title: t('super-admin.section.users.empty'),
        filteredTitle: t('super-admin.users.noMatch'),
      }}
    />
  );
}
