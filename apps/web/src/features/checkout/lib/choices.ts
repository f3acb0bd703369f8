import { voucherDiscountText, type CartVoucher, type VaBank } from '@lumbung/contracts';

/** What a shipping voucher takes off: "50% off shipping (up to Rp 15.000)" or "Rp 10.000 off shipping". */
export function shippingVoucherText(
  voucher: Pick<CartVoucher, 'discount_type' | 'discount_amount' | 'max_discount'>,
): string {
  return voucherDiscountText(voucher, 'shipping');
}

/** Banks a virtual account can be opened at, as shoppers know them. */
export const VA_BANK_LABELS: Record<VaBank, string> = {
  bca: 'BCA',
  bni: 'BNI',
  bri: 'BRI',
  permata: 'Permata',
  cimb: 'CIMB Niaga',
};

/** How the shopper pays: a bank transfer with a proof, or a virtual account at a bank. */
export type PaymentChoice = { method: 'transfer' } | { method: 'va'; bank: VaBank };

/** The km a distance is shown with: "3.4 km". */
export function formatKm(km: number): string {
  return `${km.toLocaleString('en-US', { maximumFractionDigits: 1 })} km`;
}
