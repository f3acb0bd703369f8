import { CATEGORY_MESSAGES, CATEGORY_NAME_MAX, FIELD_RULES } from '@lumbung/contracts';
import { t } from '@/i18n';

/**
 * The texts of the contract's category rules (English, the API's own) and what the forms say for
 * each in the language shown, so a name checked before sending reads like the rest of the page.
 */
const RULE_TEXTS = new Map<string, () => string>([
  [CATEGORY_MESSAGES.NAME_REQUIRED, () => t('super-admin.categories.rule.nameRequired')],
  [
    CATEGORY_MESSAGES.NAME_TOO_LONG,
    () => t('super-admin.categories.rule.nameTooLong', { max: CATEGORY_NAME_MAX }),
  ],
  [
    CATEGORY_MESSAGES.NAME_ID_TOO_LONG,
    () => t('super-admin.categories.rule.nameIdTooLong', { max: CATEGORY_NAME_MAX }),
  ],
  [FIELD_RULES.singleLine, () => t('super-admin.rule.singleLine')],
]);

/** A rule's text in the language shown; a text of no rule listed here is shown as it came. */
export function ruleText(message: string): string {
  return RULE_TEXTS.get(message)?.() ?? message;
}

/** Every rule text this feature says again (its test reads each one back in English). */
export const CATEGORY_RULE_TEXTS: readonly string[] = [...RULE_TEXTS.keys()];
