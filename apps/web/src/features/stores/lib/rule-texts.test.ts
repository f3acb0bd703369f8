import { describe, expect, it } from 'vitest';
import { CreateStoreBody, MESSAGES } from '@lumbung/contracts';
import { cityUnknown, ruleText, STORE_RULE_TEXTS } from './rule-texts';

describe('the store rules in the language shown', () => {
  it('says every rule text in the very words of the contract in English', () => {
    for (const text of STORE_RULE_TEXTS) expect(ruleText(text)).toBe(text);
    expect(cityUnknown()).toBe('Please choose a city from the list.');
  });

  it('knows the text of every field an empty store with a point out of range and a bad number breaks', () => {
    const parsed = CreateStoreBody.safeParse({
      store_name: '',
      store_location: '',
      city_id: 3,
      latitude: 95,
      whatsapp: '12345',
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(3);
    expect(messages).toContain(MESSAGES.PHONE_INVALID);
    expect(messages.filter((message) => !STORE_RULE_TEXTS.includes(message))).toEqual([]);
  });
});
