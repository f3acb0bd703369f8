/**
 * One failed input rule in Bahasa Indonesia. A schema's own text is a catalogue text and is
 * translated as such (translate.ts); the rest (zod's own English, a field rule written into a
 * schema) is said again from the rule the issue names: its kind and its limits.
 */
import type { Locale } from '@lumbung/contracts';
import { translateText } from './translate';

/** A schema validation issue as fastify-type-provider-zod hands it over. */
export interface ValidationIssue {
  instancePath?: string;
  message?: string;
  /** zod's issue code. */
  keyword?: string;
  /** The issue's other fields: expected, origin, minimum, maximum, inclusive, values, keys, format… */
  params?: Record<string, unknown>;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  bigint: 'angka',
  boolean: 'true atau false',
  array: 'daftar',
  object: 'objek',
  date: 'tanggal',
};

const UNITS: Record<string, string> = { string: 'karakter', array: 'item', set: 'item', file: 'byte' };

const list = (values: unknown): string =>
  Array.isArray(values) ? values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : '';

function limitText(kind: 'min' | 'max', params: Record<string, unknown>): string {
  const bound = String(params[kind === 'min' ? 'minimum' : 'maximum']);
  const unit = UNITS[String(params.origin)];
  if (unit) {
    if (kind === 'min' && bound === '1' && params.origin === 'string') return 'wajib diisi';
    return `${kind === 'min' ? 'minimal' : 'maksimal'} ${bound} ${unit}`;
  }
  if (params.inclusive === false) return `harus ${kind === 'min' ? 'lebih dari' : 'kurang dari'} ${bound}`;
  return `${kind === 'min' ? 'minimal' : 'maksimal'} ${bound}`;
}

function ruleText(issue: ValidationIssue): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type':
      // zod says "received undefined" of a field that is not there at all.
      if (/received undefined$/.test(issue.message ?? '')) return 'wajib diisi';
      return `harus berupa ${TYPE_WORDS[String(params.expected)] ?? String(params.expected)}`;
    case 'too_small':
      return limitText('min', params);
    case 'too_big':
      return limitText('max', params);
    case 'invalid_format':
      return params.format === 'email' ? 'alamat e-mail tidak valid' : 'formatnya tidak valid';
    case 'invalid_value': {
      const values = Array.isArray(params.values) ? params.values : [];
      return values.length === 1 ? `harus ${list(values)}` : `harus salah satu dari: ${list(values)}`;
    }
    case 'unrecognized_keys':
      return `kolom tidak dikenal: ${list(params.keys)}`;
    case 'not_multiple_of':
      return `harus kelipatan ${String(params.divisor)}`;
    default:
      return 'tidak valid';
  }
}

/** What an issue says in `locale`: its own text in English, the catalogue's twin or the rule's words in Indonesian. */
export function issueText(issue: ValidationIssue, locale: Locale): string {
  const message = issue.message ?? 'is not valid';
  if (locale === 'en') return message;
  const translated = translateText(message, locale);
  return translated !== message ? translated : ruleText(issue);
}
