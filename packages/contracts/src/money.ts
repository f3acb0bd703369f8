import { CURRENCY } from './constants';

/** Intl's own id-ID rupiah format, built on first use: only amounts past 2^53 (or not numbers) need it. */
let intlRupiah: Intl.NumberFormat | undefined;

/**
 * Whole rupiah shown the Indonesian way: 145000 -> "Rp 145.000" (id-ID, IDR, no decimals; a
 * no-break space after "Rp", "-Rp" before a negative amount). Written out rather than asked of
 * Intl.NumberFormat: building id-ID's currency format loads the locale's data, 11-15 ms of a
 * phone's first load before the first price can show. money.test.ts holds the output to
 * Intl's, value for value.
 */
export function formatRupiah(amount: number): string {
  const whole = Math.round(amount);
  if (!Number.isSafeInteger(whole)) {
    intlRupiah ??= new Intl.NumberFormat(CURRENCY.locale, {
      style: 'currency',
      currency: CURRENCY.code,
      minimumFractionDigits: CURRENCY.fractionDigits,
      maximumFractionDigits: CURRENCY.fractionDigits,
    });
    return intlRupiah.format(whole);
  }
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, '.');
  // Intl writes -0 (Math.round(-0.4)) with its sign too.
  return `${whole < 0 || Object.is(whole, -0) ? '-' : ''}Rp\u00a0${digits}`;
}

/**
 * Reads a price typed by a person or sent as text into whole rupiah. Accepts digits with
 * Indonesian thousands dots ("12.500"), an optional "Rp" and spaces; refuses decimals, signs and
 * anything else. Returns null when the text is not a whole, non-negative rupiah amount.
 */
export function parseRupiah(input: string | number): number | null {
  if (typeof input === 'number') {
    return Number.isSafeInteger(input) && input >= 0 ? input : null;
  }
  const text = input
    .trim()
    .replace(/^rp\.?\s*/i, '')
    .replace(/\s+/g, '');
  if (!/^\d{1,3}(\.\d{3})+$|^\d+$/.test(text)) return null;
  const value = Number(text.replace(/\./g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * What a voucher takes off, in words: "10% off (up to Rp 20.000)" or "Rp 15.000 off"; `what` names
 * what it comes off ("shipping": "Rp 15.000 off shipping"). One wording for the cart, the checkout
 * and the shopper's voucher list.
 */
export function voucherDiscountText(
  voucher: { discount_type: 'PERCENTAGE' | 'NOMINAL'; discount_amount: number; max_discount: number | null },
  what?: string,
): string {
  const off = what ? `off ${what}` : 'off';
  if (voucher.discount_type === 'PERCENTAGE') {
    const cap = voucher.max_discount ? ` (up to ${formatRupiah(voucher.max_discount)})` : '';
    return `${voucher.discount_amount}% ${off}${cap}`;
  }
  return `${formatRupiah(voucher.discount_amount)} ${off}`;
}
