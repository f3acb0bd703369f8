import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from './messages';
import { IndonesianMobile, normaliseIndonesianMobile, OptionalMobile, whatsAppLink } from './phone';

const messagesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];

describe('normaliseIndonesianMobile', () => {
  it('reads the national, international and bare country-code spellings as +62…', () => {
    const cases: Array<[string, string]> = [
      ['081234567890', '+6281234567890'],
      ['0812-3456-7890', '+6281234567890'],
      ['0812 3456 7890', '+6281234567890'],
      ['0812.3456.7890', '+6281234567890'],
      ['+6281234567890', '+6281234567890'],
      ['+62 812-3456-7890', '+6281234567890'],
      ['+62 812 3456 7890', '+6281234567890'],
      ['6281234567890', '+6281234567890'],
      ['62 812 3456 7890', '+6281234567890'],
      ['  0812 3456 7890  ', '+6281234567890'],
      // The trunk 0 kept after the country code.
      ['+62 0812 3456 7890', '+6281234567890'],
      // The shortest (9 digits after +62) and the longest (12) mobile numbers.
      ['0811234567', '+62811234567'],
      ['0812345678901', '+62812345678901'],
      // Every mobile range: 81x to 83x, 85x to 89x.
      ['0838-1234-5678', '+6283812345678'],
      ['0857-1234-5678', '+6285712345678'],
      ['0895-1234-5678', '+6289512345678'],
    ];
    for (const [typed, stored] of cases) expect(normaliseIndonesianMobile(typed), typed).toBe(stored);
  });

  it('refuses landlines, foreign numbers, wrong lengths and other characters', () => {
    for (const bad of [
      '',
      '   ',
      '021-5555-1234', // a Jakarta landline
      '+62 21 5555 1234',
      '0800-123-4567', // toll-free
      '0809-1234-5678', // premium rate
      '0841-2345-6789', // 084 is no mobile range
      '081234567', // 8 digits after the country code: too short
      '08123456789012', // 13: too long
      '+65 8123 4567', // Singapore
      '+1 812 345 6789',
      '81234567890', // no 0 and no country code
      '+081234567890',
      '0812/3456/7890',
      '(0812) 3456 7890',
      '0812-3456-7890 ext 1',
      '０８１２３４５６７８９０', // full-width digits
      '0812+34567890',
      `0812${' '.repeat(60)}34567890`,
    ]) {
      expect(normaliseIndonesianMobile(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('IndonesianMobile', () => {
  it('answers the number as +62…', () => {
    expect(IndonesianMobile.parse('0812-3456-7890')).toBe('+6281234567890');
    expect(IndonesianMobile.parse('62 857 1234 5678')).toBe('+6285712345678');
  });

  it('refuses anything else with the one message', () => {
    for (const bad of ['021-5555-1234', '+65 8123 4567', 'call me', 42, null, undefined]) {
      expect(messagesOf(IndonesianMobile.safeParse(bad)), String(bad)).toEqual([MESSAGES.PHONE_INVALID]);
    }
  });
});

describe('OptionalMobile', () => {
  const Body = z.object({ phone: OptionalMobile });
  it('leaves a missing phone out, clears with null or blank text, sets a number', () => {
    expect(Body.parse({})).toEqual({});
    expect(Body.parse({ phone: null })).toEqual({ phone: null });
    expect(Body.parse({ phone: '  ' })).toEqual({ phone: null });
    expect(Body.parse({ phone: '0812 3456 7890' })).toEqual({ phone: '+6281234567890' });
    expect(messagesOf(Body.safeParse({ phone: '12345' }))).toEqual([MESSAGES.PHONE_INVALID]);
  });
});

describe('whatsAppLink', () => {
  it('opens a chat with the number, the message typed in and URL-encoded', () => {
    expect(whatsAppLink('+6281234567890')).toBe('https://wa.me/6281234567890');
    expect(whatsAppLink('0812-3456-7890', 'Halo, pesanan #12 & #13: sudah dikirim?')).toBe(
      'https://wa.me/6281234567890?text=Halo%2C%20pesanan%20%2312%20%26%20%2313%3A%20sudah%20dikirim%3F',
    );
    expect(whatsAppLink('+6281234567890', 'Terima kasih 🙏\nBaris dua')).toBe(
      'https://wa.me/6281234567890?text=Terima%20kasih%20%F0%9F%99%8F%0ABaris%20dua',
    );
    expect(whatsAppLink('+6281234567890', '')).toBe('https://wa.me/6281234567890');
  });
});
