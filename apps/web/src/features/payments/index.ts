export { usePaymentHistory } from './api/get-payment-history';
export { useSubmitPayment } from './api/submit-payment';
export {
  paidMeanwhile,
  useCreateCharge,
  useReportPaymentStatus,
  useSimulatePayment,
  type ChargeRequest,
} from './api/virtual-account';
export { ChargePanel } from './components/charge-panel';
export { PaymentDetails } from './components/payment-details';
export { PaymentHistoryList } from './components/payment-history-list';
export { PaymentStatusBadge } from './components/payment-status-badge';
export { PaymentSummary } from './components/payment-summary';
export { ProofForm } from './components/proof-form';
export { TransferInstructions } from './components/transfer-instructions';
export { chargeViewOf, chargeViewOfPayment, gatewayTypeOf, type ChargeView } from './lib/charge-view';
export { bankLabel, paymentStatusKey } from './lib/labels';
