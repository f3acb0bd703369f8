export { DevOutbox } from './components/dev-outbox';
export { getDevOutbox, getDevOutboxQueryOptions, useDevOutbox } from './api/get-dev-outbox';
