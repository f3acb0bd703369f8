import {
  FIELD_RULES,
  formatRupiah,
  VOUCHER_TEXTS,
  type AdminVoucher,
  type VoucherDiscountType,
} from '@lumbung/contracts';
import { t } from '@/i18n';

/**
 * What a voucher takes off, in the language shown: "10% off (up to Rp 20.000)", "Rp 15.000 off".
 * Rupiah read the Indonesian way in both languages.
 */
export function discountText(
  voucher: Pick<AdminVoucher, 'discountType' | 'discount_amount' | 'max_discount'>,
): string {
  if (voucher.discountType === 'PERCENTAGE') {
    return voucher.max_discount
      ? t('super-admin.vouchers.percentOffCapped', {
          percent: voucher.discount_amount,
          cap: formatRupiah(voucher.max_discount),
        })
      : t('super-admin.vouchers.percentOff', { percent: voucher.discount_amount });
  }
  return t('super-admin.vouchers.amountOff', { amount: formatRupiah(voucher.discount_amount) });
}

/** How a discount type's amount is read: "Percentage", "Nominal (Rp)". */
export function discountTypeText(type: VoucherDiscountType): string {
  return t(`super-admin.vouchers.discountType.${type}`);
}

/**
 * The texts of the contract's voucher rules (English, the API's own) and what the forms say for
 * each in the language shown, so a field checked before sending reads like the rest of the page.
 */
const RULE_TEXTS = new Map<string, () => string>([
  [VOUCHER_TEXTS.codeFormat, () => t('super-admin.vouchers.rule.codeFormat')],
  [VOUCHER_TEXTS.typeRequired, () => t('super-admin.vouchers.rule.typeRequired')],
  [VOUCHER_TEXTS.discountTypeRequired, () => t('super-admin.vouchers.rule.discountTypeRequired')],
  [VOUCHER_TEXTS.percentageRange, () => t('super-admin.vouchers.rule.percentageRange')],
  [VOUCHER_TEXTS.nominalPositive, () => t('super-admin.vouchers.rule.nominalPositive')],
  [VOUCHER_TEXTS.amountWhole, () => t('super-admin.vouchers.rule.amountWhole')],
  [VOUCHER_TEXTS.rupiah, () => t('super-admin.vouchers.rule.rupiah')],
  [VOUCHER_TEXTS.capPositive, () => t('super-admin.vouchers.rule.capPositive')],
  [VOUCHER_TEXTS.validDays, () => t('super-admin.vouchers.rule.validDays')],
  [VOUCHER_TEXTS.descriptionRequired, () => t('super-admin.vouchers.rule.descriptionRequired')],
  [VOUCHER_TEXTS.emailInvalid, () => t('super-admin.vouchers.rule.emailInvalid')],
  [FIELD_RULES.singleLine, () => t('super-admin.rule.singleLine')],
  [FIELD_RULES.controlCharacters, () => t('super-admin.rule.controlCharacters')],
]);

/** A rule's text in the language shown; a text of no rule listed here is shown as it came. */
export function ruleText(message: string): string {
  return RULE_TEXTS.get(message)?.() ?? message;
}

/** Every rule text this feature says again (its test reads each one back in English). */
export const VOUCHER_RULE_TEXTS: readonly string[] = [...RULE_TEXTS.keys()];
