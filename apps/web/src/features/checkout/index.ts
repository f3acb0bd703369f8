export { useRedeemShippingVoucher, useSetOrderAddress, useSetShippingMethod } from './api/change-shipping';
export { AddressSection } from './components/address-section';
export { PayBar } from './components/pay-bar';
export { PaymentChoiceField } from './components/payment-choice';
export { ShippingMethods } from './components/shipping-methods';
export { ShippingVoucher } from './components/shipping-voucher';
export {
  chargeRequestOf,
  choiceOfCharge,
  formatKm,
  VA_BANK_LABELS,
  type GatewayChoice,
  type PaymentChoice,
  type PaymentChoiceMethod,
} from './lib/choices';
