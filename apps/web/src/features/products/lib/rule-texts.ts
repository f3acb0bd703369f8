import {
  FIELD_RULES,
  MESSAGES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGES_MAX,
  PRODUCT_MESSAGES,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
} from '@lumbung/contracts';
import { currentLocale, t } from '@/i18n';

/**
 * The texts of the contract's product rules (English, the API's own) and what the forms say for
 * each in the language shown, so a field checked before sending reads like the rest of the page.
 * The contract's texts are only the keys here: what is shown is the catalogue's.
 */
const RULE_TEXTS = new Map<string, () => string>([
  // eslint-disable-next-line lumbung/no-literal-text -- a key, not shown
  [MESSAGES.PRODUCT_CATEGORY_REQUIRED, () => t('super-admin.products.rule.categoryRequired')],
  [PRODUCT_MESSAGES.CATEGORY_UNKNOWN, () => t('super-admin.products.rule.categoryUnknown')],
  [PRODUCT_MESSAGES.NAME_REQUIRED, () => t('super-admin.products.rule.nameRequired')],
  [
    PRODUCT_MESSAGES.NAME_TOO_LONG,
    () => t('super-admin.products.rule.nameTooLong', { max: PRODUCT_NAME_MAX }),
  ],
  [
    PRODUCT_MESSAGES.DESCRIPTION_TOO_LONG,
    () => t('super-admin.products.rule.descriptionTooLong', { max: PRODUCT_DESCRIPTION_MAX }),
  ],
  // eslint-disable-next-line lumbung/no-literal-text -- a key, not shown
  [MESSAGES.PRODUCT_PRICE_REQUIRED, () => t('super-admin.products.rule.priceRequired')],
  [
    PRODUCT_MESSAGES.PRICE_WHOLE,
    // The highest price as each language writes a number: 1,000,000,000 and 1.000.000.000.
    () =>
      t('super-admin.products.rule.priceWhole', {
        max: PRODUCT_PRICE_MAX.toLocaleString(currentLocale() === 'id' ? 'id-ID' : 'en-US'),
      }),
  ],
  [PRODUCT_MESSAGES.IMAGES_REQUIRED, () => t('super-admin.products.rule.imagesRequired')],
  [PRODUCT_MESSAGES.IMAGES_TOO_MANY, () => imagesTooMany()],
  [PRODUCT_MESSAGES.PRIMARY_INVALID, () => t('super-admin.products.rule.primaryInvalid')],
  [FIELD_RULES.singleLine, () => t('super-admin.rule.singleLine')],
  [FIELD_RULES.controlCharacters, () => t('super-admin.rule.controlCharacters')],
]);

/** A rule's text in the language shown; a text of no rule listed here is shown as it came. */
export function ruleText(message: string): string {
  return RULE_TEXTS.get(message)?.() ?? message;
}

/** "A product can have at most 5 pictures.", for the pictures' drop area. */
export function imagesTooMany(): string {
  return t('super-admin.products.rule.imagesTooMany', { max: PRODUCT_IMAGES_MAX });
}

/** Every rule text this feature says again (its test reads each one back in English). */
export const PRODUCT_RULE_TEXTS: readonly string[] = [...RULE_TEXTS.keys()];
