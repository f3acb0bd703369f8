export { useSaveRefundAccount } from './api/refund-account';
export {
  refundChanged,
  useAllRefunds,
  useRefundAction,
  useRefundQueue,
  type RefundAction,
} from './api/refund-queue';
export { OrderRefunds } from './components/order-refunds';
export { amountDue, paidDiffers } from './lib/paid';
export { owedByStoreCancel, owedOnCancel } from './lib/owed';
export { RefundAccountForm } from './components/refund-account-form';
export { RefundCard, type RefundActionKind } from './components/refund-card';
export { RefundList } from './components/refund-list';
export { RefundQueue } from './components/refund-queue';
export { StaffOrderRefunds, type RefundLink } from './components/staff-order-refunds';
