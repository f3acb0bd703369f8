/**
 * The message catalogue of a language. messages.ts stays English-only, so a module that needs
 * only the English texts never loads the Indonesian ones; this module ties the two together.
 */
import type { Locale } from './locale';
import { fillPlaceholders, MESSAGES, type MessageKey } from './messages';
import { MESSAGES_ID } from './messages.id';

export type MessageCatalogue = Readonly<Record<MessageKey, string>>;

const CATALOGUES: Record<Locale, MessageCatalogue> = { en: MESSAGES, id: MESSAGES_ID };

export function messagesFor(locale: Locale): MessageCatalogue {
  return CATALOGUES[locale];
}

/** A catalogue text in `locale` with its `{placeholders}` filled; unknown names stay as written. */
export function formatMessageIn(
  locale: Locale,
  key: MessageKey,
  vars: Record<string, string | number> = {},
): string {
  return fillPlaceholders(CATALOGUES[locale][key], vars);
}
