import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from './cookies';

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.resolve();
  for (const name of ['a', 'b', 'odd']) removeCookie(name);
});

describe('cookies', () => {
  it('reads the browser cookies once in a task, however many are asked', () => {
    setCookie('a', '1');
    setCookie('b', 'two words');
    const read = vi.spyOn(document, 'cookie', 'get');
    expect(getCookie('a')).toBe('1');
    expect(getCookie('b')).toBe('two words');
    expect(getCookie('missing')).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('sees a write of its own at once, and a write from elsewhere in the next task', async () => {
    setCookie('a', '1');
    expect(getCookie('a')).toBe('1');
    setCookie('a', '2');
    expect(getCookie('a')).toBe('2');
    removeCookie('a');
    expect(getCookie('a')).toBeNull();

    expect(getCookie('b')).toBeNull();
    // Set by a response or another tab: the copy read in this task is dropped when it ends.
    document.cookie = 'b=from-elsewhere; path=/';
    await Promise.resolve();
    expect(getCookie('b')).toBe('from-elsewhere');
  });

  it('reads again after a navigation in the same task, for a cookie of a path', () => {
    setCookie('a', 'admin', { path: '/admin-store' });
    const here = window.location.pathname;
    expect(getCookie('a')).toBeNull();
    window.history.replaceState(null, '', '/admin-store');
    expect(getCookie('a')).toBe('admin');
    window.history.replaceState(null, '', here);
    expect(getCookie('a')).toBeNull();
    removeCookie('a', '/admin-store');
  });

  it('gives a value that is not URI-encoded as it is', async () => {
    document.cookie = 'odd=100%; path=/';
    await Promise.resolve();
    expect(getCookie('odd')).toBe('100%');
  });
});
