import { describe, expect, it } from 'vitest';
import { CategoryBody } from '@lumbung/contracts';
import { CATEGORY_RULE_TEXTS, ruleText } from './rule-texts';

describe('the category rules in the language shown', () => {
  it('says every rule text in the very words of the contract in English', () => {
    for (const text of CATEGORY_RULE_TEXTS) expect(ruleText(text)).toBe(text);
  });

  it('says a refused name with its rule', () => {
    const parsed = CategoryBody.safeParse({ category_name: 'x'.repeat(51) });
    expect(parsed.success).toBe(false);
    expect(ruleText(parsed.error!.issues[0]!.message)).toBe('A category name is at most 50 characters.');
  });

  it('leaves a text of no rule it knows as it came', () => {
    expect(ruleText('Something else.')).toBe('Something else.');
  });
});
