import { formatRupiah, type CartVoucher, type GatewayPaymentType, type VaBank } from '@lumbung/contracts';
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

/**
 * The banks a shopper can get a virtual account at, in the order the bank select lists them:
 * the gateway's bank_transfer banks, and Mandiri, whose virtual account is a bill payment (echannel).
 */
export const VA_CHOICE_BANKS = ['bca', 'bni', 'bri', 'mandiri', 'permata', 'cimb'] as const;
export type VaChoiceBank = (typeof VA_CHOICE_BANKS)[number];

/** Banks a virtual account can be opened at, as shoppers know them (names, the same in every language). */
export const VA_BANK_LABELS: Record<VaChoiceBank, string> = {
  bca: 'BCA',
  bni: 'BNI',
  bri: 'BRI',
  mandiri: 'Mandiri',
  permata: 'Permata',
  cimb: 'CIMB Niaga',
};

/** How the shopper pays: a bank transfer with a proof, a virtual account at a bank, QRIS or an e-wallet. */
export type PaymentChoice =
  | { method: 'transfer' }
  | { method: 'va'; bank: VaChoiceBank }
  | { method: 'qris' }
  | { method: 'gopay' }
  | { method: 'shopeepay' };
export type PaymentChoiceMethod = PaymentChoice['method'];
/** The methods the payment gateway charges (all but the manual transfer). */
export type GatewayChoice = Exclude<PaymentChoice, { method: 'transfer' }>;

/** What POST /api/midtrans is asked for a choice: Mandiri is echannel, the other banks bank_transfer. */
export function chargeRequestOf(choice: GatewayChoice): { payment_type: GatewayPaymentType; bank?: VaBank } {
  if (choice.method !== 'va') return { payment_type: choice.method };
  if (choice.bank === 'mandiri') return { payment_type: 'echannel' };
  return { payment_type: 'bank_transfer', bank: choice.bank };
}

/** The choice an open charge was made with (to charge again, or to preselect it), else null. */
export function choiceOfCharge(
  paymentType: GatewayPaymentType | null,
  bank: string | null,
): GatewayChoice | null {
  if (paymentType === 'echannel') return { method: 'va', bank: 'mandiri' };
  if (paymentType === 'bank_transfer') {
    const known = VA_CHOICE_BANKS.find((b) => b === bank);
    return known ? { method: 'va', bank: known } : null;
  }
  return paymentType ? { method: paymentType } : null;
}

/** The km a distance is shown with, as the language writes numbers: "3.4 km", "3,4 km". */
export function formatKm(km: number): string {
  const locale = currentLocale() === 'id' ? 'id-ID' : 'en-US';
  return `${km.toLocaleString(locale, { maximumFractionDigits: 1 })} km`;
}
