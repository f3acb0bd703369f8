export {
  storeAdminKeys,
  useAssignStoreAdmin,
  useRegisterStoreAdmin,
  useRemoveStoreAdmin,
  useStoreAdmins,
} from './api/store-admins';
export { RegisterAdminForm } from './components/register-admin-form';
export { STORE_ADMINS_LIST, StoreAdminsTable } from './components/store-admins-table';
