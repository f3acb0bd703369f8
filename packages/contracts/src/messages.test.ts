import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from './messages';
import { VOUCHER_TYPE_LABELS } from './constants';

describe('message catalogue', () => {
  it('holds the spec texts verbatim', () => {
    expect(MESSAGES.STOCK_SOLD_POSITIVE).toBe("Sold Stock change can't be a positive value");
    expect(MESSAGES.LOCATION_NO_STORE).toBe('No stores found within 50 km.');
    expect(MESSAGES.STRIP_NO_STORE).toBe('No stores found. Please adjust your location.');
    expect(VOUCHER_TYPE_LABELS).toEqual({
      PRODUCT_DISCOUNT: 'Product',
      CART_DISCOUNT: 'Cart',
      SHIPPING_DISCOUNT: 'Shipping',
    });
  });
  it('has no two keys for the same text', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('ROUTE_NOT_FOUND', { method: 'GET', url: '/api/x' })).toBe(
      'Route GET /api/x not found.',
    );
    expect(formatMessage('RATE_LIMITED')).toBe('Too many attempts. Please try again in {retryAfter}.');
  });
});
