export { userKeys, useUsers } from './api/users';
export { RoleBadge, UsersTable, USERS_LIST } from './components/users-table';
