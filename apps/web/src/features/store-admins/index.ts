export {
  storeAdminKeys,
  useAssignStoreAdmin,
  useRegisterStoreAdmin,
  useRemoveStoreAdmin,
  useStoreAdmins,
} from './api/store-admins';
export { RegisterAdminForm } from './components/register-admin-form';
export {
  ADMIN_ASSIGNED_TOAST,
  ADMIN_REMOVED_TOAST,
  STORE_ADMINS_LIST,
  StoreAdminsTable,
} from './components/store-admins-table';
