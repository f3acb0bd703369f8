import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, ORDER_STATUS_NAMES, ORDER_STATUSES } from '@lumbung/contracts';

const root = join(import.meta.dirname, 'catalogues');
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as Record<string, string>;
const files = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

/** `{name}`, `{count, plural, …}` and `<0>…</0>`: what a message fills in or wraps. */
function slots(message: string): string[] {
  const values = [...message.matchAll(/\{\s*(\w+)/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<(\d+)>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...values, ...tags])].sort();
}

/**
 * Texts that read the same in both languages: names of things and words Indonesian shops use as
 * they are. Any other text of two words or more that is the same in both is an untranslated one.
 */
const SAME_IN_BOTH = new Set(['Bahasa Indonesia', 'LUMBUNG', 'Midtrans', 'Virtual Account']);

describe('the message catalogues', () => {
  it('has the same files in English and Bahasa Indonesia', () => {
    expect(
      readdirSync(join(root, 'id'))
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
  });

  for (const file of files) {
    const name = file.replace(/\.json$/, '');
    describe(file, () => {
      const en = read('en', file);
      const id = read('id', file);

      it('has every key in both languages', () => {
        expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
      });

      it(`starts every key with "${name}."`, () => {
        expect(Object.keys(en).filter((key) => !key.startsWith(`${name}.`))).toEqual([]);
      });

      it('fills in the same values and wraps the same elements in both languages', () => {
        const differing = Object.entries(en).filter(
          ([key, text]) => slots(text).join() !== slots(id[key] ?? '').join(),
        );
        expect(differing).toEqual([]);
      });

      it('has no empty text and no English left in the Indonesian catalogue', () => {
        const empty = Object.entries(en)
          .filter(([key, text]) => !text.trim() || !id[key]?.trim())
          .map(([key]) => key);
        const untranslated = Object.entries(en)
          .filter(([key, text]) => id[key] === text && text.trim().split(/\s+/).length > 1)
          .filter(([, text]) => !SAME_IN_BOTH.has(text))
          .map(([key]) => key);
        expect({ empty, untranslated }).toEqual({ empty: [], untranslated: [] });
      });
    });
  }
});

describe('the glossary of order states', () => {
  it('names each state as the API and its mails do, in both languages', () => {
    for (const locale of LOCALES) {
      const glossary = read(locale, 'glossary.json');
      const named = Object.fromEntries(ORDER_STATUSES.map((s) => [s, glossary[`glossary.orderStatus.${s}`]]));
      expect(named).toEqual(ORDER_STATUS_NAMES[locale]);
    }
  });
});
