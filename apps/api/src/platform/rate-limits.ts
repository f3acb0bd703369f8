import { setTimeout as delay } from 'node:timers/promises';
import type { Locale } from '@lumbung/contracts';
import { AppError } from './errors';
import type { Config } from './config';

/**
 * Counts events per key in a window that starts with the key's first event. Kept in memory of
 * this process: enough for one instance; several instances would share a Redis store instead
 * (docs/decisions/0010-abuse-limits-in-process.md).
 */
export class WindowCounter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may act again, or 0 when it is under its limit. */
  retryAfter(key: string): number {
    const entry = this.live(key);
    if (!entry || entry.count < this.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - this.now()) / 1000));
  }

  /** Counts one event for the key. */
  add(key: string): void {
    const now = this.now();
    this.sweep(now);
    const entry = this.live(key);
    if (entry) entry.count += 1;
    else this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  /** Takes back one event of the key (an attempt that turned out fine). */
  undo(key: string): void {
    const entry = this.live(key);
    if (entry && --entry.count <= 0) this.entries.delete(key);
  }

  /** Forgets the key's events (e.g. an account's failed logins after a successful one). */
  reset(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops finished windows now and then, so the map holds only live keys. */
  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + Math.min(this.windowMs, 60_000);
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

/** A 429 answer: the Retry-After header and the catalogue text with the wait in words. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', {
      retryAfter: { en: describeWait(retryAfterSeconds, 'en'), id: describeWait(retryAfterSeconds, 'id') },
    });
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

const WAIT_WORDS: Record<Locale, { second: string; seconds: string; minute: string; minutes: string }> = {
  en: { second: 'second', seconds: 'seconds', minute: 'minute', minutes: 'minutes' },
  id: { second: 'detik', seconds: 'detik', minute: 'menit', minutes: 'menit' },
};

/** A wait in words: "45 seconds", "2 minutes"; "45 detik", "2 menit". */
export function describeWait(seconds: number, locale: Locale = 'en'): string {
  const words = WAIT_WORDS[locale];
  if (seconds < 60) return `${seconds} ${seconds === 1 ? words.second : words.seconds}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? words.minute : words.minutes}`;
}

/** Throws a 429 when any of the (counter, key) pairs is at its limit; counts nothing. */
export function assertUnderLimit(checks: Array<[WindowCounter, string]>): void {
  const wait = Math.max(0, ...checks.map(([counter, key]) => counter.retryAfter(key)));
  if (wait > 0) throw new RateLimitedError(wait);
}

/** Checks the pairs, then counts one event for each: for calls where every attempt counts. */
export function consume(checks: Array<[WindowCounter, string]>): void {
  assertUnderLimit(checks);
  for (const [counter, key] of checks) counter.add(key);
}

/** The abuse limits of the account calls, one set per app (so each test app starts clean). */
export interface AuthRateLimits {
  /** Login attempts per account and client address together (429 past the limit). */
  loginFailuresPerAccountClient: WindowCounter;
  /** Failed logins per client address, whatever the account (429 past the limit). */
  loginFailuresPerIp: WindowCounter;
  /** Failed logins per account from every address: past the limit attempts are slowed, never refused. */
  loginFailuresPerAccount: WindowCounter;
  /** How long each slowed attempt waits before its password is checked. */
  loginSlowdownMs: number;
  registerPerIp: WindowCounter;
  resendPerIp: WindowCounter;
  forgotPerIp: WindowCounter;
  mailsPerEmail: WindowCounter;
}

export function createAuthRateLimits(limits: Config['authLimits']): AuthRateLimits {
  const login = limits.loginWindowSeconds * 1000;
  const mail = limits.mailWindowSeconds * 1000;
  return {
    loginFailuresPerAccountClient: new WindowCounter(limits.loginFailuresPerAccount, login),
    loginFailuresPerIp: new WindowCounter(limits.loginFailuresPerIp, login),
    loginFailuresPerAccount: new WindowCounter(limits.loginFailuresPerAccount, login),
    loginSlowdownMs: limits.loginSlowdownMs,
    registerPerIp: new WindowCounter(limits.requestsPerIp, mail),
    resendPerIp: new WindowCounter(limits.requestsPerIp, mail),
    forgotPerIp: new WindowCounter(limits.requestsPerIp, mail),
    mailsPerEmail: new WindowCounter(limits.mailsPerEmail, mail),
  };
}

/** One login attempt under way: `succeeded()` gives back what it counted as a failure. */
export interface LoginAttempt {
  succeeded(): void;
}

/**
 * Counts a login attempt before its password is checked, so a burst of parallel guesses cannot
 * slip past a limit (docs/decisions/0010-abuse-limits-in-process.md):
 * - 429 once this client address has used up its attempts on this account, or its failures on
 *   all accounts: a client can lock itself out, never someone else;
 * - once the account has as many failures from all addresses together, every attempt on it (the
 *   owner's too) waits `loginSlowdownMs` first: a guesser spread over many addresses is slowed,
 *   and the owner still logs in.
 */
export async function startLoginAttempt(
  limits: AuthRateLimits,
  { email, ip }: { email: string; ip: string },
): Promise<LoginAttempt> {
  const pair = JSON.stringify([email, ip]);
  consume([
    [limits.loginFailuresPerAccountClient, pair],
    [limits.loginFailuresPerIp, ip],
  ]);
  const slowed = limits.loginFailuresPerAccount.retryAfter(email) > 0;
  limits.loginFailuresPerAccount.add(email);
  if (slowed && limits.loginSlowdownMs > 0) await delay(limits.loginSlowdownMs);
  return {
    succeeded() {
      limits.loginFailuresPerAccountClient.reset(pair);
      limits.loginFailuresPerIp.undo(ip);
      // The account's failures stay: the owner's success says nothing about the other addresses.
      limits.loginFailuresPerAccount.undo(email);
    },
  };
}
