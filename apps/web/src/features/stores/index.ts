export { getAssignedStoreQueryOptions, useAssignedStore } from './api/get-assigned-store';
export { useAdminProfile } from './api/get-admin-profile';
export {
  superStoreKeys,
  useCreateStore,
  useDeleteStore,
  useStoreNames,
  useSuperStores,
  useUpdateStore,
} from './api/super-admin-stores';
export { StoreForm } from './components/store-form';
export { StoresTable, STORES_LIST } from './components/stores-table';
