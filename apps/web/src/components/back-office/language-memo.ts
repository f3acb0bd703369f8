import { useState, type DependencyList } from 'react';
import { currentLocale, useT } from '@/i18n';

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Like useMemo, for what holds texts made with t() (a table's columns, a select's options): made again
 * when one of `deps` changes or when the language does, so a switch of language reaches the headers
 * too (the language is a dependency no hook rule could see: `make` reads it through t()).
 */
export function useLanguageMemo<T>(make: () => T, deps: DependencyList): T {
  useT();
  const key = [...deps, currentLocale()];
  const [kept, keep] = useState(() => ({ key, value: make() }));
  if (sameKey(kept.key, key)) return kept.value;
  const next = { key, value: make() };
  keep(next);
  return next.value;
}
