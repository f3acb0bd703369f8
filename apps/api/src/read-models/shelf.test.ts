/**
 * The shelf's statement is written per request from its variant (sort, direction, category kind,
 * search kind, sale filter, next change, first page or later, and a search's second statement);
 * the values go in as parameters. Its
 * name spells the variant, so it stays a finite set of fixed texts only while the text is a
 * function of the variant alone: this test builds every variant with two sets of values and checks
 * one name has one text, and two variants never share a text.
 */
import { describe, expect, it } from 'vitest';
import { SHOPPER_PRODUCT_SORT_FIELDS } from '@lumbung/contracts';
import { buildShelfStatement, type ShelfQuery } from './shelf';

const VALUES = [
  {
    storeId: 1,
    pageSize: 10,
    category: ['7', 'Dairy'],
    search: ['ab', 'milk', 'oat milk'],
    at: undefined,
    page: 2,
  },
  {
    storeId: 2,
    pageSize: 25,
    category: ['12', 'Snacks'],
    search: ['xy', 'bread', 'rye bread'],
    at: new Date('2026-01-01T00:00:00Z'),
    page: 3,
  },
] as const;

function variants(v: (typeof VALUES)[number]) {
  const all: { name: string; text: string }[] = [];
  for (const sortField of SHOPPER_PRODUCT_SORT_FIELDS) {
    for (const sortOrder of ['asc', 'desc'] as const) {
      for (const category of [undefined, ...v.category]) {
        for (const search of [undefined, ...v.search]) {
          for (const onSale of [false, true]) {
            for (const nextChange of [false, true]) {
              for (const page of [1, v.page]) {
                for (const nearWords of search ? [false, true] : [false]) {
                  const query: ShelfQuery = {
                    storeId: v.storeId,
                    page,
                    pageSize: v.pageSize,
                    category,
                    search,
                    sortField,
                    sortOrder,
                    onSale,
                  };
                  const { name, text } = buildShelfStatement(query, { at: v.at, nextChange }, nearWords);
                  all.push({ name, text });
                }
              }
            }
          }
        }
      }
    }
  }
  return all;
}

describe('the shelf statement', () => {
  it('has one text per name, whatever the values, and one name per text', () => {
    const texts = new Map<string, string>();
    for (const v of VALUES) {
      for (const { name, text } of variants(v)) {
        const known = texts.get(name);
        if (known === undefined) texts.set(name, text);
        else expect(text, name).toBe(known);
      }
    }
    expect(new Set(texts.values()).size).toBe(texts.size);
    // Search kinds: none, short words (a scan), one word, several words, and the close words.
    expect(texts.size).toBe(SHOPPER_PRODUCT_SORT_FIELDS.length * 2 * 3 * 5 * 2 * 2 * 2);
  });
});
