import { describe, expect, it } from 'vitest';
import { ProductFields } from '@lumbung/contracts';
import { PRODUCT_RULE_TEXTS, ruleText } from './rule-texts';

describe('the product rules in the language shown', () => {
  it('says every rule text in the very words of the contract in English', () => {
    for (const text of PRODUCT_RULE_TEXTS) expect(ruleText(text)).toBe(text);
  });

  it('knows the text of every field an empty new product breaks', () => {
    const parsed = ProductFields.safeParse({ category_id: '', product_name: '', price: '1.5' });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(2);
    expect(messages.filter((message) => !PRODUCT_RULE_TEXTS.includes(message))).toEqual([]);
  });
});
