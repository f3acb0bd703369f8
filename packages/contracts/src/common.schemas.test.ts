import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FIELD_RULES,
  hasControlCharacters,
  Id,
  ID_MAX,
  ID_TEXT,
  multiLineText,
  PAGE_MAX,
  pagingQuery,
  singleLineText,
} from './common.schemas';

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];

describe('Id', () => {
  it('takes whole numbers from 1 to 2147483647 (int4), as numbers or digits', () => {
    expect(Id.parse(1)).toBe(1);
    expect(Id.parse('28')).toBe(28);
    expect(Id.parse(ID_MAX)).toBe(2147483647);
  });

  it('refuses every other number with one rule', () => {
    for (const bad of [0, -1, 1.5, 2147483648, Number.MAX_SAFE_INTEGER + 2, '9007199254740993']) {
      expect(messagesOf(Id.safeParse(bad)), String(bad)).toEqual([FIELD_RULES.id]);
    }
    for (const bad of ['1e309', 'abc', '', true, null, [5], {}]) {
      expect(messagesOf(Id.safeParse(bad)), JSON.stringify(bad)).toEqual([FIELD_RULES.number]);
    }
  });

  it('reads an id from text only as plain digits: no base, exponent, fraction, sign, space or leading zero', () => {
    for (const bad of [
      '0x1',
      '0X1F',
      '0b1',
      '0o7',
      '1e0',
      '1.0',
      '+1',
      '-1',
      ' 1',
      '1 ',
      '1\n',
      '\t1',
      '01',
    ]) {
      expect(messagesOf(Id.safeParse(bad)), JSON.stringify(bad)).toEqual([FIELD_RULES.id]);
    }
    expect(Id.parse('2147483647')).toBe(ID_MAX);
    expect(ID_TEXT.test('١٢')).toBe(false);
  });
});

describe('pagingQuery', () => {
  const query = pagingQuery(12);
  it('takes pages from 1 to PAGE_MAX', () => {
    expect(query.parse({}).page).toBe(1);
    expect(query.parse({ page: String(PAGE_MAX) }).page).toBe(PAGE_MAX);
  });
  it('refuses a page whose offset would overflow', () => {
    expect(messagesOf(query.safeParse({ page: '9007199254740991' }))).toEqual([FIELD_RULES.page]);
    expect(messagesOf(query.safeParse({ page: String(PAGE_MAX + 1) }))).toEqual([FIELD_RULES.page]);
    expect(messagesOf(query.safeParse({ page: '1e309' }))).toEqual([FIELD_RULES.page]);
  });
});

describe('texts', () => {
  it('find NUL, the other C0 and C1 controls and DEL; tab, line feed and carriage return are text', () => {
    for (const bad of ['\u0000', 'a\u0001', '\u001b[31m', 'x\u007f', 'x\u0085', 'x\u009f']) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
    expect(hasControlCharacters('Jl. Kemang Raya 8\r\nJakarta\tSelatan — ü ✓')).toBe(false);
  });

  it('one-line texts refuse line breaks and every control character', () => {
    const name = singleLineText(z.string().max(10));
    expect(name.parse('Kopi Susu')).toBe('Kopi Susu');
    for (const bad of ['A\u0000B', 'two\nlines', 'tab\there']) {
      expect(messagesOf(name.safeParse(bad)), JSON.stringify(bad)).toEqual([FIELD_RULES.singleLine]);
    }
  });

  it('multi-line texts keep line breaks and tabs, and refuse the other control characters', () => {
    const note = multiLineText();
    expect(note.parse('line one\nline two\ttab')).toBe('line one\nline two\ttab');
    expect(messagesOf(note.safeParse('A\u0000B'))).toEqual([FIELD_RULES.controlCharacters]);
  });
});
