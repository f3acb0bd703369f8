import { formatRupiah, type Discount } from '@lumbung/contracts';
import { wibDay } from '@/lib/dates';

export const DISCOUNT_TYPE_LABELS: Record<Discount['type'], string> = {
  PERCENTAGE: 'Percentage',
  NOMINAL: 'Nominal (rupiah)',
  BOGO: 'Buy one get one',
};

/** "10%", "Rp 5.000", "Buy 1 get 1". */
export function discountValueText(discount: Pick<Discount, 'type' | 'value'>): string {
  if (discount.type === 'PERCENTAGE') return `${discount.value}%`;
  if (discount.type === 'NOMINAL') return formatRupiah(discount.value);
  return 'Buy 1 get 1';
}

export type DiscountState = 'Running' | 'Scheduled' | 'Ended' | 'Inactive';

/** Where a discount stands today. */
export function discountState(discount: Discount, now = Date.now()): DiscountState {
  if (!discount.is_active) return 'Inactive';
  if (discount.is_running) return 'Running';
  return Date.parse(discount.start_date) > now ? 'Scheduled' : 'Ended';
}

/** A day picked in the form (YYYY-MM-DD) as the start of that day in WIB. */
export const startOfWibDay = (day: string) => `${day}T00:00:00+07:00`;
/** ... and as its last second, so a discount "until 30 Nov" runs through 30 Nov. */
export const endOfWibDay = (day: string) => `${day}T23:59:59+07:00`;
/** The WIB day of a stored date, for a date field. */
export const wibDayOf = (iso: string) => wibDay(new Date(iso));
