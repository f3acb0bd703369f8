export { getAssignedStoreQueryOptions, useAssignedStore } from './api/get-assigned-store';
