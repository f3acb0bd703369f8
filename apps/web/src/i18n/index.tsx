import { cloneElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { i18n, type MessageId } from './catalogues';

export { currentLocale, loadNamespaces, onLocaleChange, startI18n, switchLocale } from './catalogues';
export type { MessageId, Namespace } from './catalogues';
export { isLocale, LOCALE_COOKIE, LOCALES, type Locale } from './locale';
export { i18n };

/** Values a message fills in: `{count}`, `{name}`, … */
export type MessageValues = Record<string, string | number>;

/**
 * The text of `id` in the current language. Call it when the text is shown (in a render, a toast,
 * a validation), never at module load: a text kept in a constant stays in the language it was made in.
 */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

// Lingui's change event is the store a component follows: no provider, no context, and a
// component renders again only when the language changes.
const onActivate = (changed: () => void) => i18n.on('change', changed);
const activeLocale = () => i18n.locale;

/** One `t` per language, so a function's identity says which language it speaks. */
const translators = new Map<string, typeof t>();
function translatorFor(locale: string): typeof t {
  let translate = translators.get(locale);
  if (!translate) {
    translate = (id, values) => t(id, values);
    translators.set(locale, translate);
  }
  return translate;
}

/**
 * `t` for components: the component renders again when the language changes, and the function
 * itself is a new one in each language, so a list memoised on it (table columns) is made again.
 */
export function useT(): typeof t {
  return translatorFor(useSyncExternalStore(onActivate, activeLocale));
}

/** `<0>inside</0>` or `<0/>`: an element of `components` around a part of the message, or alone. */
const ELEMENT = /<(\d+)>(.*?)<\/\1>|<(\d+)\/>/g;

/**
 * A message with elements inside it: `<0>Log in</0> to set an address` with
 * `components={{ 0: <Link to="/login" /> }}`.
 */
export function T({
  id,
  values,
  components = {},
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}): ReactNode {
  const text = useT()(id, values);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(ELEMENT)) {
    parts.push(text.slice(from, match.index));
    const element = components[match[1] ?? match[3] ?? ''];
    const inside = match[2];
    const own = (element?.props as { children?: ReactNode } | undefined)?.children;
    parts.push(element ? cloneElement(element, { key: match.index }, inside ?? own) : inside);
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}
