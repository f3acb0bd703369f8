import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lumbung-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('has working defaults for a laptop: port 3000, embedded database, demo data', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.midtrans.baseUrl).toBe('https://api.sandbox.midtrans.com');
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('writes the generated secret readable by its owner only, leaving no temporary file', () => {
    const dir = tempDir();
    loadConfig({ DATA_DIR: dir });
    expect(readdirSync(dir)).toEqual(['jwt-secret']);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it.each([
    ['empty', '', /is empty/],
    ['blank', '  \n', /is empty/],
    ['three characters long', 'abc\n', /is only 3 characters/],
  ])(
    'refuses to start with a JWT secret file that is %s, naming the file and the way out',
    (_, content, what) => {
      const dir = tempDir();
      writeFileSync(join(dir, 'jwt-secret'), content);
      const start = () => loadConfig({ DATA_DIR: dir });
      expect(start).toThrow(what);
      expect(start).toThrow(`${join(dir, 'jwt-secret')}`);
      expect(start).toThrow(/at least 32\). Delete the file to have a new one generated .*or set JWT_SECRET/);
      // JWT_SECRET wins over the file.
      expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    },
  );

  it('refuses a DATA_DIR that does not exist, and makes the default ./data on a first start', () => {
    const missing = join(tempDir(), 'shop-data');
    expect(() => loadConfig({ DATA_DIR: missing, JWT_SECRET: 'x'.repeat(32) })).toThrow(
      `DATA_DIR ${missing} does not exist. For a new shop, create it (mkdir -p ${missing}); if it should hold an existing shop, correct the path or mount its volume.`,
    );
    const cwd = process.cwd();
    const here = tempDir();
    process.chdir(here);
    try {
      expect(loadConfig({}).dataDir).toBe(join(here, 'data'));
      expect(readdirSync(join(here, 'data'))).toEqual(['jwt-secret']);
    } finally {
      process.chdir(cwd);
    }
  });

  it('keeps product lists in memory on the embedded database unless CATALOGUE_LIST_CACHE=false', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).catalogueListCache).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), CATALOGUE_LIST_CACHE: 'false' }).catalogueListCache).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tempDir(), CATALOGUE_LIST_CACHE: 'sometimes' })).toThrow(
      /CATALOGUE_LIST_CACHE/,
    );
  });

  it('runs the background jobs every minute unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).jobs).toEqual({ enabled: true, intervalSeconds: 60 });
    expect(
      loadConfig({ DATA_DIR: tempDir(), JOBS_ENABLED: 'false', JOB_INTERVAL_SECONDS: '5' }).jobs,
    ).toEqual({
      enabled: false,
      intervalSeconds: 5,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), JOB_INTERVAL_SECONDS: '0' })).toThrow(
      /JOB_INTERVAL_SECONDS/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), JOB_INTERVAL_SECONDS: 'often' })).toThrow(
      /JOB_INTERVAL_SECONDS/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), JOBS_ENABLED: 'perhaps' })).toThrow(/JOBS_ENABLED/);
  });

  it('does not seed demo data into a real server unless asked', () => {
    const real = {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-x',
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...real }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), ...real, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('runs the payment simulator on the embedded database only, unless it is asked for', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/x';
    expect(loadConfig({ DATA_DIR: tempDir() }).midtrans.simulator).toBe(true);
    expect(
      loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: url, PAYMENT_SIMULATOR: 'true' }).midtrans.simulator,
    ).toBe(true);
    const real = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: url,
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-x',
    });
    expect([real.midtrans.simulator, real.midtrans.serverKey]).toEqual([false, 'SB-Mid-server-x']);
    expect(
      loadConfig({ DATA_DIR: tempDir(), MIDTRANS_SERVER_KEY: 'SB-Mid-server-x' }).midtrans.simulator,
    ).toBe(false);
    // A real database with no gateway chosen: the start is refused, naming both ways out.
    for (const env of [{ DATABASE_URL: url }, { DATABASE_URL: url, PAYMENT_SIMULATOR: 'false' }]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(
        /MIDTRANS_SERVER_KEY[\s\S]*PAYMENT_SIMULATOR=true/,
      );
    }
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), MIDTRANS_SERVER_KEY: 'SB-Mid-server-x', PAYMENT_SIMULATOR: 'true' }),
    ).toThrow(/PAYMENT_SIMULATOR/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), PAYMENT_SIMULATOR: 'sometimes' })).toThrow(
      /PAYMENT_SIMULATOR/,
    );
    // Migrating and seeding take no payments: they run on a real database without a gateway.
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: url }, { takesPayments: false }).databaseUrl).toBe(
      url,
    );
  });

  it('limits account abuse by default and lets tests and servers choose other limits', () => {
    const defaults = loadConfig({ DATA_DIR: tempDir() });
    expect(defaults.authLimits).toEqual({
      loginFailuresPerAccount: 5,
      loginFailuresPerIp: 20,
      loginWindowSeconds: 900,
      loginSlowdownMs: 1000,
      requestsPerIp: 20,
      mailsPerEmail: 3,
      mailWindowSeconds: 3600,
    });
    expect(defaults.trustProxy).toBe('loopback');
    const custom = loadConfig({
      DATA_DIR: tempDir(),
      AUTH_LOGIN_MAX_FAILURES: '2',
      AUTH_REQUESTS_PER_IP: '1000',
      TRUST_PROXY: '10.0.0.0/8, loopback',
    });
    expect(custom.authLimits.loginFailuresPerAccount).toBe(2);
    expect(custom.authLimits.requestsPerIp).toBe(1000);
    expect(custom.trustProxy).toBe('10.0.0.0/8, loopback');
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tempDir(), AUTH_LOGIN_MAX_FAILURES: '0' })).toThrow(
      /AUTH_LOGIN_MAX_FAILURES/,
    );
    expect(loadConfig({ DATA_DIR: tempDir(), AUTH_LOGIN_SLOWDOWN_MS: '0' }).authLimits.loginSlowdownMs).toBe(
      0,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), AUTH_LOGIN_SLOWDOWN_MS: '-1' })).toThrow(
      /AUTH_LOGIN_SLOWDOWN_MS/,
    );
    // Fastify ignores X-Forwarded-For with a hop count: refuse it rather than pretend.
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps an access token for one day unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).accessTokenTtlSeconds).toBe(86_400);
    expect(loadConfig({ DATA_DIR: tempDir(), ACCESS_TOKEN_TTL_SECONDS: '5' }).accessTokenTtlSeconds).toBe(5);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ACCESS_TOKEN_TTL_SECONDS: '0' })).toThrow(
      /ACCESS_TOKEN_TTL_SECONDS/,
    );
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), MIDTRANS_IS_PRODUCTION: 'maybe' })).toThrow(
      /MIDTRANS_IS_PRODUCTION/,
    );
  });
});
