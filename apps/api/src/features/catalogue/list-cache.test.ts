import { describe, expect, it } from 'vitest';
import { ListCache } from './list-cache';

describe('ListCache', () => {
  it('keeps an answer until it expires', () => {
    const cache = new ListCache();
    cache.set('a', { storeId: 28, json: '{"a":1}', expiresAt: 1000 }, cache.current);
    expect(cache.get('a', 999)).toBe('{"a":1}');
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops one store's answers for its id, and every answer for '*'", () => {
    const cache = new ListCache();
    cache.set('28-1', { storeId: 28, json: 'x', expiresAt: Infinity }, cache.current);
    cache.set('28-2', { storeId: 28, json: 'y', expiresAt: Infinity }, cache.current);
    cache.set('1-1', { storeId: 1, json: 'z', expiresAt: Infinity }, cache.current);
    cache.invalidate('28');
    expect([cache.get('28-1'), cache.get('28-2'), cache.get('1-1')]).toEqual([undefined, undefined, 'z']);
    cache.invalidate('*');
    expect(cache.get('1-1')).toBeUndefined();
  });

  it('never keeps an answer read before a change committed', () => {
    const cache = new ListCache();
    const before = cache.current;
    cache.invalidate('5');
    cache.set('28-1', { storeId: 28, json: 'stale', expiresAt: Infinity }, before);
    expect(cache.get('28-1')).toBeUndefined();
  });

  it('forgets the oldest answers beyond its size', () => {
    const cache = new ListCache();
    for (let i = 0; i < 2100; i++)
      cache.set(`k${i}`, { storeId: 1, json: String(i), expiresAt: Infinity }, cache.current);
    expect(cache.size).toBe(2000);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k2099')).toBe('2099');
  });
});
