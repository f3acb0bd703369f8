import {
  FIELD_RULES,
  MESSAGES,
  STORE_LOCATION_MAX_LENGTH,
  STORE_NAME_MAX_LENGTH,
  STORE_TEXTS,
} from '@lumbung/contracts';
import { t } from '@/i18n';

/**
 * The texts of the contract's store rules (English, the API's own) and what the forms say for each
 * in the language shown, so a field checked before sending reads like the rest of the page.
 */
const RULE_TEXTS = new Map<string, () => string>([
  [STORE_TEXTS.NAME_REQUIRED, () => t('super-admin.stores.rule.nameRequired')],
  [STORE_TEXTS.NAME_TOO_LONG, () => t('super-admin.stores.rule.nameTooLong', { max: STORE_NAME_MAX_LENGTH })],
  [STORE_TEXTS.LOCATION_REQUIRED, () => t('super-admin.stores.rule.locationRequired')],
  [
    STORE_TEXTS.LOCATION_TOO_LONG,
    () => t('super-admin.stores.rule.locationTooLong', { max: STORE_LOCATION_MAX_LENGTH }),
  ],
  [STORE_TEXTS.LATITUDE_RANGE, () => t('super-admin.stores.rule.latitudeRange')],
  [STORE_TEXTS.LONGITUDE_RANGE, () => t('super-admin.stores.rule.longitudeRange')],
  [STORE_TEXTS.COORDINATES_PAIR, () => t('super-admin.stores.rule.coordinatesPair')],
  // eslint-disable-next-line lumbung/no-literal-text -- a key, not shown
  [MESSAGES.PHONE_INVALID, () => t('super-admin.stores.rule.whatsappInvalid')],
  [FIELD_RULES.singleLine, () => t('super-admin.rule.singleLine')],
  [FIELD_RULES.controlCharacters, () => t('super-admin.rule.controlCharacters')],
]);

/** A rule's text in the language shown; a text of no rule listed here is shown as it came. */
export function ruleText(message: string): string {
  return RULE_TEXTS.get(message)?.() ?? message;
}

/** "Please choose a city from the list.": a store's city is one of the list's. */
export function cityUnknown(): string {
  return t('super-admin.stores.rule.cityUnknown');
}

/** Every rule text this feature says again (its test reads each one back in English). */
export const STORE_RULE_TEXTS: readonly string[] = [...RULE_TEXTS.keys()];
