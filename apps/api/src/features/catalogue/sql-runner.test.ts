import { describe, expect, it } from 'vitest';
import { literal } from './sql-runner';

describe('literal', () => {
  it('writes integers as they are and refuses anything else for a number', () => {
    expect(literal(28, 'int')).toBe('28');
    expect(literal(-1, 'bigint')).toBe('-1');
    for (const bad of [1.5, Number.NaN, Infinity, '1', 2 ** 60, null]) {
      expect(() => literal(bad, 'int')).toThrow(TypeError);
    }
  });
  it('quotes texts so that quotes and backslashes stay text', () => {
    expect(literal('kopi', 'text')).toBe("'kopi'");
    expect(literal("it's", 'text')).toBe("'it''s'");
    expect(literal("a\\'; drop table products; --", 'text')).toBe(" E'a\\\\''; drop table products; --'");
    expect(() => literal('a\u0000b', 'text')).toThrow(TypeError);
    expect(() => literal(5, 'text')).toThrow(TypeError);
  });
});
