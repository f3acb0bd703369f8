/** Small helpers over `document.cookie`; the web reads the session from cookies (SPEC §3). */

export type CookieOptions = {
  /** Lifetime in days; without it the cookie lasts for the browser session. */
  maxAgeDays?: number;
  /** Defaults to '/'. */
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
};

const SECONDS_PER_DAY = 24 * 60 * 60;

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAgeDays !== undefined) {
    parts.push(`max-age=${Math.round(options.maxAgeDays * SECONDS_PER_DAY)}`);
  }
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

/** A cookie is only removed with the path it was set on. */
export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${name}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
