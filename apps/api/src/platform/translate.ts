/**
 * Puts an English catalogue text into the request's language. The features answer with the
 * English catalogues' texts (`MESSAGES.X`, `CATEGORY_MESSAGES.Y`, a filled `{placeholder}` text);
 * the locale plugin (locale.ts) and the error handler hand those through `translateText`, which
 * finds the text in the catalogues (whole, or as a template with its placeholders filled) and
 * answers its Indonesian twin with the same values. A text found in no catalogue stays as it is.
 * English texts are unique within a catalogue, and one English text has one Indonesian twin
 * across them (the contracts' tests hold both), so the way back is unambiguous.
 */
import {
  CATEGORY_MESSAGES,
  CATEGORY_MESSAGES_ID,
  FIELD_RULES,
  FIELD_RULES_ID,
  fillPlaceholders,
  MESSAGES,
  MESSAGES_ID,
  PRODUCT_MESSAGES,
  PRODUCT_MESSAGES_ID,
  STORE_ADMIN_TEXTS,
  STORE_ADMIN_TEXTS_ID,
  STORE_TEXTS,
  STORE_TEXTS_ID,
  USER_MESSAGES,
  USER_MESSAGES_ID,
  VOUCHER_ANSWERS,
  VOUCHER_ANSWERS_ID,
  VOUCHER_TEXTS,
  VOUCHER_TEXTS_ID,
  type Locale,
} from '@lumbung/contracts';

type Catalogue = Readonly<Record<string, string>>;

/** Every English catalogue beside its Indonesian twin. */
const TWINS: ReadonlyArray<readonly [en: Catalogue, id: Catalogue]> = [
  [MESSAGES, MESSAGES_ID],
  [FIELD_RULES, FIELD_RULES_ID],
  [CATEGORY_MESSAGES, CATEGORY_MESSAGES_ID],
  [PRODUCT_MESSAGES, PRODUCT_MESSAGES_ID],
  [VOUCHER_TEXTS, VOUCHER_TEXTS_ID],
  [VOUCHER_ANSWERS, VOUCHER_ANSWERS_ID],
  [STORE_TEXTS, STORE_TEXTS_ID],
  [STORE_ADMIN_TEXTS, STORE_ADMIN_TEXTS_ID],
  [USER_MESSAGES, USER_MESSAGES_ID],
];

interface Template {
  english: string;
  pattern: RegExp;
  names: string[];
  indonesian: string;
  /** Characters outside the placeholders: the longer, the more specific the match. */
  literal: number;
}

const PLACEHOLDER = /\{(\w+)\}/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(english: string, indonesian: string): Template {
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = PLACEHOLDER.exec(part)?.[1];
      if (name === undefined || part !== `{${name}}`) return escapeRegExp(part);
      names.push(name);
      return '([\\s\\S]*?)';
    })
    .join('');
  return {
    english,
    pattern: new RegExp(`^${source}$`),
    names,
    indonesian,
    literal: english.replace(/\{\w+\}/g, '').length,
  };
}

const fixedTexts = new Map<string, string>();
const templates: Template[] = [];
for (const [en, id] of TWINS) {
  for (const [key, english] of Object.entries(en)) {
    const indonesian = id[key];
    if (indonesian === undefined) continue;
    if (PLACEHOLDER.test(english)) {
      if (!templates.some((t) => t.english === english)) templates.push(templateOf(english, indonesian));
    } else if (!fixedTexts.has(english)) {
      fixedTexts.set(english, indonesian);
    }
  }
}
templates.sort((a, b) => b.literal - a.literal);

/**
 * A placeholder's value in `locale`: a catalogue text put in (UPLOAD_MISSING's "a picture") is
 * translated whole; anything else (a name, an amount, an e-mail) is the user's and stays.
 */
export function translateValue(value: string, locale: Locale): string {
  if (locale === 'en') return value;
  return fixedTexts.get(value) ?? value;
}

/** An English catalogue text (filled or not) in `locale`; any other text as it is. */
export function translateText(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const fixed = fixedTexts.get(text);
  if (fixed !== undefined) return fixed;
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const vars: Record<string, string> = {};
    template.names.forEach((name, i) => {
      vars[name] ??= translateValue(match[i + 1] ?? '', locale);
    });
    return fillPlaceholders(template.indonesian, vars);
  }
  return text;
}

/** A value that reads differently per language (e.g. a wait: "30 seconds", "30 detik"). */
export type Localized = Readonly<Record<Locale, string>>;

export function isLocalized(value: unknown): value is Localized {
  return typeof value === 'object' && value !== null && 'en' in value && 'id' in value;
}
