import { formatRupiah, type Discount } from '@lumbung/contracts';
import { contractMessageKey, type ContractMessage } from '@/components/back-office/contract-message';
import { t, type MessageId } from '@/i18n';
import { wibDay } from '@/lib/dates';

/** Each type's name (message ids: shown with t()). */
export const DISCOUNT_TYPE_LABELS: Record<Discount['type'], MessageId> = {
  PERCENTAGE: 'store-admin.discount.type.percentage',
  NOMINAL: 'store-admin.discount.type.nominal',
  BOGO: 'store-admin.discount.type.bogo',
};

/** "10%", "Rp 5.000", "Buy 1 get 1". */
export function discountValueText(discount: Pick<Discount, 'type' | 'value'>): string {
  if (discount.type === 'PERCENTAGE') return `${discount.value}%`;
  if (discount.type === 'NOMINAL') return formatRupiah(discount.value);
  return t('store-admin.discount.buyOneGetOne');
}

export type DiscountState = 'Running' | 'Scheduled' | 'Ended' | 'Inactive';

/** Each state's name (message ids: shown with t()). */
export const DISCOUNT_STATE_LABELS: Record<DiscountState, MessageId> = {
  Running: 'store-admin.discount.state.running',
  Scheduled: 'store-admin.discount.state.scheduled',
  Ended: 'store-admin.discount.state.ended',
  Inactive: 'store-admin.discount.state.inactive',
};

/** Where a discount stands today. */
export function discountState(discount: Discount, now = Date.now()): DiscountState {
  if (!discount.is_active) return 'Inactive';
  if (discount.is_running) return 'Running';
  return Date.parse(discount.start_date) > now ? 'Scheduled' : 'Ended';
}

/** The discount rules' refusals (docs/product.md §5) in the store admin's catalogue. */
const RULE_TEXTS: Partial<Record<ContractMessage, MessageId>> = {
  DISCOUNT_TYPE_REQUIRED: 'store-admin.discount.rule.typeRequired',
  DISCOUNT_TYPE_INVALID: 'store-admin.discount.rule.typeInvalid',
  DISCOUNT_PERCENTAGE_RANGE: 'store-admin.discount.rule.percentageRange',
  DISCOUNT_NOMINAL_POSITIVE: 'store-admin.discount.rule.nominalPositive',
  DISCOUNT_DATES_REQUIRED: 'store-admin.discount.rule.datesRequired',
  DISCOUNT_END_BEFORE_START: 'store-admin.discount.rule.endBeforeStart',
  DISCOUNT_BOGO_PRODUCTS: 'store-admin.discount.rule.bogoProducts',
  DISCOUNT_DESCRIPTION_REQUIRED: 'store-admin.discount.rule.descriptionRequired',
  DISCOUNT_VALUE_POSITIVE: 'store-admin.discount.rule.valuePositive',
};

/**
 * A refusal of the contract's discount rules (its English text) in the language shown; a refusal
 * without words of its own here (a number out of range) asks to check the field.
 */
export function discountRuleText(contractText: string): string {
  const key = contractMessageKey(contractText);
  return t((key && RULE_TEXTS[key]) ?? 'store-admin.discount.rule.check');
}

/** A day picked in the form (YYYY-MM-DD) as the start of that day in WIB. */
export const startOfWibDay = (day: string) => `${day}T00:00:00+07:00`;
/** ... and as its last second, so a discount "until 30 Nov" runs through 30 Nov. */
export const endOfWibDay = (day: string) => `${day}T23:59:59+07:00`;
/** The WIB day of a stored date, for a date field. */
export const wibDayOf = (iso: string) => wibDay(new Date(iso));
