import { describe, expect, it } from 'vitest';
import { CreateVoucherBody, voucherDiscountText } from '@lumbung/contracts';
import { discountText, ruleText, VOUCHER_RULE_TEXTS } from './voucher-texts';

describe('the voucher texts in the language shown', () => {
  it('says what a voucher takes off in the words the shop uses elsewhere, in English', () => {
    const vouchers = [
      { discountType: 'PERCENTAGE', discount_amount: 10, max_discount: 25_000 },
      { discountType: 'PERCENTAGE', discount_amount: 15, max_discount: null },
      { discountType: 'NOMINAL', discount_amount: 15_000, max_discount: null },
    ] as const;
    for (const v of vouchers) {
      expect(discountText(v)).toBe(
        voucherDiscountText({
          discount_type: v.discountType,
          discount_amount: v.discount_amount,
          max_discount: v.max_discount,
        }),
      );
    }
  });

  it('says every rule text in the very words of the contract in English', () => {
    for (const text of VOUCHER_RULE_TEXTS) expect(ruleText(text)).toBe(text);
  });

  it('knows the text of every field an empty voucher breaks', () => {
    const parsed = CreateVoucherBody.safeParse({ voucher_code: 'x', description: '', min_purchase: -1 });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((issue) => issue.message);
    expect(messages.length).toBeGreaterThan(3);
    expect(messages.filter((message) => !VOUCHER_RULE_TEXTS.includes(message))).toEqual([]);
  });
});
