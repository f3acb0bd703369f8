import { formatRupiah, type CartVoucher, type VaBank } from '@lumbung/contracts';
import { currentLocale, t } from '@/i18n';

/**
 * What a shipping voucher takes off, in the language shown: "50% off shipping (up to Rp 15.000)"
 * or "Rp 10.000 off shipping".
 */
export function shippingVoucherText(
  voucher: Pick<CartVoucher, 'discount_type' | 'discount_amount' | 'max_discount'>,
): string {
  if (voucher.discount_type === 'PERCENTAGE') {
    return voucher.max_discount
      ? t('checkout.voucher.percentOffUpTo', {
          percent: voucher.discount_amount,
          cap: formatRupiah(voucher.max_discount),
        })
      : t('checkout.voucher.percentOff', { percent: voucher.discount_amount });
  }
  return t('checkout.voucher.amountOff', { amount: formatRupiah(voucher.discount_amount) });
}

/** Banks a virtual account can be opened at, as shoppers know them (names, the same in every language). */
export const VA_BANK_LABELS: Record<VaBank, string> = {
  bca: 'BCA',
  bni: 'BNI',
  bri: 'BRI',
  permata: 'Permata',
  cimb: 'CIMB Niaga',
};

/** How the shopper pays: a bank transfer with a proof, or a virtual account at a bank. */
export type PaymentChoice = { method: 'transfer' } | { method: 'va'; bank: VaBank };

/** The km a distance is shown with, as the language writes numbers: "3.4 km", "3,4 km". */
export function formatKm(km: number): string {
  const locale = currentLocale() === 'id' ? 'id-ID' : 'en-US';
  return `${km.toLocaleString(locale, { maximumFractionDigits: 1 })} km`;
}
