import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './phone';

describe('formatPhone', () => {
  it('groups a stored +62 number as people read it', () => {
    expect(formatPhone('+6281234567890')).toBe('+62 812-3456-7890');
    expect(formatPhone('+628123456789')).toBe('+62 812-3456-789');
    expect(formatPhone('+62812345678')).toBe('+62 812-345-678');
    expect(formatPhone('+62812345678901')).toBe('+62 812-3456-78901');
  });

  it('reads the other spellings of the same number', () => {
    expect(formatPhone('0812 3456 7890')).toBe('+62 812-3456-7890');
  });

  it('shows text that is no mobile number as it is', () => {
    expect(formatPhone('021 555 1234')).toBe('021 555 1234');
  });
});

describe('telHref', () => {
  it('calls the +62 number', () => {
    expect(telHref('+6281234567890')).toBe('tel:+6281234567890');
    expect(telHref('0812-3456-7890')).toBe('tel:+6281234567890');
  });
});
