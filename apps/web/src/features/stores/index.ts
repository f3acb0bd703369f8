export { getAssignedStoreQueryOptions, useAssignedStore } from './api/get-assigned-store';
export { useAdminProfile } from './api/get-admin-profile';
