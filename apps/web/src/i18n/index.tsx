import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react';
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

/**
 * `t` for components: the component renders again when the language changes, and the function
 * itself is a new one in each language, so a list memoised on it (table columns) is made again.
 */
export function useT(): typeof t {
  const { _ } = useLingui();
  return useMemo(() => (id: MessageId, values?: MessageValues) => _(id, values), [_]);
}

/**
 * A message with elements inside it: `<0>Log in</0> to set an address` with
 * `components={{ 0: <Link to="/login" /> }}`.
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}): ReactNode {
  return <Trans id={id} values={values} components={components} />;
}
