import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { assertUnderLimit, consume, describeWait, RateLimitedError, WindowCounter } from './rate-limits';

/** A counter on a clock the test moves by hand. */
function counter(max: number, windowSeconds: number) {
  const clock = { now: 1_000_000 };
  return { clock, counter: new WindowCounter(max, windowSeconds * 1000, () => clock.now) };
}

describe('WindowCounter', () => {
  it('allows max events per key in a window that starts with the first one', () => {
    const { clock, counter: c } = counter(2, 60);
    c.add('a');
    clock.now += 10_000;
    c.add('a');
    expect(c.retryAfter('a')).toBe(50);
    expect(c.retryAfter('b')).toBe(0);
    clock.now += 49_500;
    expect(c.retryAfter('a')).toBe(1);
    clock.now += 500;
    expect(c.retryAfter('a')).toBe(0);
    c.add('a');
    expect(c.retryAfter('a')).toBe(0);
  });

  it('gives back one event, and forgets a key', () => {
    const { counter: c } = counter(2, 60);
    c.add('a');
    c.add('a');
    c.undo('a');
    expect(c.retryAfter('a')).toBe(0);
    c.add('a');
    expect(c.retryAfter('a')).toBe(60);
    c.reset('a');
    expect(c.retryAfter('a')).toBe(0);
    c.undo('nobody');
    expect(c.retryAfter('nobody')).toBe(0);
  });
});

describe('consume and assertUnderLimit', () => {
  it('throws a 429 with Retry-After of the longest wait and counts nothing when refused', () => {
    const short = counter(1, 30);
    const long = counter(1, 3600);
    consume([[short.counter, 'k']]);
    long.counter.add('k');
    expect.assertions(5);
    try {
      consume([
        [short.counter, 'k'],
        [long.counter, 'k'],
      ]);
    } catch (error) {
      expect(error).toBeInstanceOf(RateLimitedError);
      const limited = error as RateLimitedError;
      expect(limited.statusCode).toBe(429);
      expect(limited.headers).toEqual({ 'retry-after': '3600' });
      expect(limited.message).toBe(MESSAGES.RATE_LIMITED.replace('{retryAfter}', '60 minutes'));
    }
    short.clock.now += 31_000;
    // The refused call counted nothing: the short window is free again.
    expect(() => assertUnderLimit([[short.counter, 'k']])).not.toThrow();
  });

  it('says the wait in words', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45)).toBe('45 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(900)).toBe('15 minutes');
  });
});
