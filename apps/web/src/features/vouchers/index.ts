export { useRemoveVoucher, voucherKeys } from './api/vouchers';
export { GiftVoucherDialog } from './components/gift-voucher-dialog';
export { VoucherFormDialog } from './components/voucher-form';
export { VouchersTable, VOUCHERS_LIST, type VoucherActions } from './components/vouchers-table';
export { voucherFailure } from './lib/voucher-errors';
