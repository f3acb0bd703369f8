import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from '@lumbung/contracts';
import { describeWait } from '../../platform/rate-limits';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DEMO } from '../../../test/sessions';

// Low limits, set through the same environment variables a server or the e2e run would use.
const SLOWDOWN_MS = 400;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      AUTH_LOGIN_MAX_FAILURES: '3',
      AUTH_LOGIN_MAX_FAILURES_PER_IP: '5',
      AUTH_LOGIN_WINDOW_SECONDS: '600',
      AUTH_LOGIN_SLOWDOWN_MS: String(SLOWDOWN_MS),
      AUTH_REQUESTS_PER_IP: '4',
      AUTH_MAILS_PER_EMAIL: '2',
      AUTH_MAIL_WINDOW_SECONDS: '1800',
    },
  });
});
afterAll(() => t.close());

let ipCounter = 0;
/** A caller of its own (a new client address), so each test starts below the per-IP limits. */
function client() {
  ipCounter += 1;
  const remoteAddress = `198.51.100.${ipCounter}`;
  return (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
}

function expectLimited(res: Awaited<ReturnType<ReturnType<typeof client>>>, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.json()).toEqual({
    message: formatMessage('RATE_LIMITED', { retryAfter: describeWait(retryAfter) }),
    code: 'RATE_LIMITED',
  });
}

describe('login limits', () => {
  it('stops an address after 3 failed logins on an account, even with the right password', async () => {
    const attacker = client();
    for (let i = 0; i < 3; i++) {
      const res = await attacker('/api/auth/login', { email: DEMO.shopper, password: `wrong-${i}-password` });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.INVALID_CREDENTIALS);
    }
    expectLimited(await attacker('/api/auth/login', { email: DEMO.shopper, password: DEMO.password }), 600);
    expectLimited(
      await attacker('/api/auth/login', { email: 'SHOPPER@lumbung.test', password: 'again' }),
      600,
    );
    // The address may still log in to other accounts (until its own failures reach the per-IP limit).
    expect(
      (await attacker('/api/auth/login', { email: DEMO.newUser, password: DEMO.password })).statusCode,
    ).toBe(200);
  });

  it('lets the owner log in while others fail on the account from many addresses', async () => {
    const email = DEMO.bandungAdmin;
    for (let address = 0; address < 3; address++) {
      const attacker = client();
      for (let i = 0; i < 3; i++) {
        expect((await attacker('/api/auth/login', { email, password: `wrong-${i}-guess` })).statusCode).toBe(
          401,
        );
      }
      expectLimited(await attacker('/api/auth/login', { email, password: 'one-more-guess' }), 600);
    }
    // Nine failures on the account: the owner, from her own address, is slowed down but gets in.
    const started = performance.now();
    const owner = await client()('/api/auth/login', { email, password: DEMO.password });
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);
  });

  it('slows each attempt on an account that has failed 3 times from all addresses together', async () => {
    const email = 'slow.target@example.com';
    for (let i = 0; i < 3; i++) {
      expect((await client()('/api/auth/login', { email, password: `guess-${i}-pass` })).statusCode).toBe(
        401,
      );
    }
    const guesses = Array.from({ length: 3 }, () => client());
    const started = performance.now();
    const answers = await Promise.all(
      guesses.map((send) => send('/api/auth/login', { email, password: 'x-guess' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([401, 401, 401]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN_MS);
  });

  it("forgets an address's failures on an account after its successful login", async () => {
    const send = client();
    for (let i = 0; i < 2; i++)
      await send('/api/auth/login', { email: DEMO.superAdmin, password: 'wrong-password' });
    expect(
      (await send('/api/auth/login', { email: DEMO.superAdmin, password: DEMO.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect(
        (await send('/api/auth/login', { email: DEMO.superAdmin, password: 'wrong-password' })).statusCode,
      ).toBe(401);
    }
    expect(
      (await send('/api/auth/login', { email: DEMO.superAdmin, password: DEMO.password })).statusCode,
    ).toBe(200);
  });

  it('stops one address that tries many accounts after 5 failures', async () => {
    const send = client();
    for (let i = 0; i < 5; i++) {
      expect(
        (await send('/api/auth/login', { email: `guess${i}@example.com`, password: 'password1' })).statusCode,
      ).toBe(401);
    }
    expectLimited(await send('/api/auth/login', { email: DEMO.jakartaAdmin, password: DEMO.password }), 600);
    // Another address logs in fine.
    expect(
      (await client()('/api/auth/login', { email: DEMO.jakartaAdmin, password: DEMO.password })).statusCode,
    ).toBe(200);
  });

  it('counts parallel guesses before checking them, so a burst cannot slip past the limit', async () => {
    const send = client();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send('/api/auth/login', { email: 'burst@example.com', password: `guess-${i}-x` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });

  it('does not count requests refused as bad input', async () => {
    const send = client();
    for (let i = 0; i < 6; i++) expect((await send('/api/auth/login', { email: 'x' })).statusCode).toBe(400);
    expect(
      (await send('/api/auth/login', { email: DEMO.unverifiedAdmin, password: DEMO.password })).statusCode,
    ).toBe(200);
  });
});

describe('limits of the calls that send mail', () => {
  it('limits registrations per address', async () => {
    const send = client();
    for (let i = 0; i < 4; i++) {
      const res = await send('/api/auth/register', {
        username: `Limit ${i}`,
        email: `limit${i}@example.com`,
        password: 'kopi-susu-99',
      });
      expect(res.statusCode).toBe(201);
    }
    expectLimited(
      await send('/api/auth/register', {
        username: 'Limit 4',
        email: 'limit4@example.com',
        password: 'kopi-susu-99',
      }),
      1800,
    );
  });

  it('limits resend-verification per e-mail, the same for existing and unknown addresses', async () => {
    for (const email of ['unverified.limit@example.com', 'ghost@example.com']) {
      if (email.startsWith('unverified')) {
        await client()('/api/auth/register', { username: 'Unverified', email, password: 'kopi-susu-99' });
      }
      // Each call from a new address: the per-e-mail limit stops a mail bomb from many places.
      for (let i = 0; i < 2; i++)
        expect((await client()('/api/auth/resend-verification', { email })).statusCode).toBe(200);
      expectLimited(await client()('/api/auth/resend-verification', { email }), 1800);
    }
  });

  it('limits forgot-password per e-mail and per address', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await client()('/api/auth/forgot-password', { email: DEMO.shopper })).statusCode).toBe(200);
    }
    expectLimited(await client()('/api/auth/forgot-password', { email: DEMO.shopper }), 1800);
    // A reset and a verification are counted apart.
    expect((await client()('/api/auth/resend-verification', { email: DEMO.shopper })).statusCode).toBe(200);

    const send = client();
    for (let i = 0; i < 4; i++) {
      expect((await send('/api/auth/forgot-password', { email: `someone${i}@example.com` })).statusCode).toBe(
        200,
      );
    }
    expectLimited(await send('/api/auth/forgot-password', { email: 'someone9@example.com' }), 1800);
  });
});
