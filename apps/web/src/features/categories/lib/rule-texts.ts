import { CATEGORY_MESSAGES, CATEGORY_NAME_MAX, FIELD_RULES } from '@lumbung/contracts';
import { t, type MessageId, type MessageValues } from '@/i18n';

/**
 * The texts of the contract's category rules (English, the API's own) and the catalogue's message
 * for each, so a form checked before sending says them in the language shown.
 */
const RULE_TEXTS = new Map<string, readonly [MessageId, MessageValues?]>([
  [CATEGORY_MESSAGES.NAME_REQUIRED, ['super-admin.categories.rule.nameRequired']],
  [CATEGORY_MESSAGES.NAME_TOO_LONG, ['super-admin.categories.rule.nameTooLong', { max: CATEGORY_NAME_MAX }]],
  [FIELD_RULES.singleLine, ['super-admin.rule.singleLine']],
]);

/** A rule's text in the language shown; a text of no rule listed here is shown as it came. */
export function ruleText(message: string): string {
  const entry = RULE_TEXTS.get(message);
  return entry ? t(...entry) : message;
}

/** Every rule text this feature says again (its test reads each one back in English). */
export const CATEGORY_RULE_TEXTS: readonly string[] = [...RULE_TEXTS.keys()];
