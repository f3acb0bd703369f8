import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int().positive();

/** The shortest signing key: JWT_SECRET's rule, and the generated secret's. */
const SECRET_MIN_LENGTH = 32;

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z
    .string()
    .min(SECRET_MIN_LENGTH, `JWT_SECRET must be at least ${SECRET_MIN_LENGTH} characters`)
    .optional(),
  /** One day by default, as the access_token cookie (docs/product.md §3); tests shorten it to see renewal. */
  ACCESS_TOKEN_TTL_SECONDS: positiveInt.default(24 * 60 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('LUMBUNG <no-reply@lumbung.test>'),
  MIDTRANS_SERVER_KEY: z.string().optional(),
  MIDTRANS_IS_PRODUCTION: flag.default(false),
  MIDTRANS_BASE_URL: z.string().url().optional(),
  /**
   * The built-in payment simulator instead of Midtrans: anyone can "pay" an order with it, so it
   * runs only where it is chosen. On the embedded database (the demo) it is on unless set to false;
   * on DATABASE_URL it takes PAYMENT_SIMULATOR=true, and a start without it and without
   * MIDTRANS_SERVER_KEY is refused. It cannot be on beside a server key.
   */
  PAYMENT_SIMULATOR: flag.optional(),
  /** Notifications a client may get refused (bad signature, bad body) in the window before 429. */
  PAYMENT_NOTIFICATION_FAILURES_PER_IP: positiveInt.default(30),
  PAYMENT_NOTIFICATION_WINDOW_SECONDS: positiveInt.default(15 * 60),
  /** How long a virtual account takes money; the order waits for payment as long (docs/architecture.md §5). */
  VA_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(15)
    .max(24 * 60)
    .default(120),
  /** The shop's account for bank transfers, shown on the payment page. */
  TRANSFER_BANK_NAME: z.string().trim().min(1).default('BCA'),
  TRANSFER_ACCOUNT_NUMBER: z.string().trim().min(1).default('527 088 1234'),
  TRANSFER_ACCOUNT_HOLDER: z.string().trim().min(1).default('PT Lumbung Pangan Nusantara'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Whose X-Forwarded-For is believed for the client's IP (rate limits): true, false, or a
   * comma-separated list of addresses, CIDRs and the names loopback, linklocal, uniquelocal.
   * A hop count is refused: Fastify cannot check the peer with it and ignores the header.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .min(1)
    .refine(
      (value) => !/^\d+$/.test(value),
      'TRUST_PROXY takes true, false or proxy addresses, not a hop count',
    )
    .default('loopback'),
  AUTH_LOGIN_MAX_FAILURES: positiveInt.default(5),
  AUTH_LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(20),
  AUTH_LOGIN_WINDOW_SECONDS: positiveInt.default(15 * 60),
  AUTH_LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  AUTH_REQUESTS_PER_IP: positiveInt.default(20),
  AUTH_MAILS_PER_EMAIL: positiveInt.default(3),
  AUTH_MAIL_WINDOW_SECONDS: positiveInt.default(60 * 60),
  /** Keep product-list answers in memory on the embedded database (features/catalogue/list-cache.ts). */
  CATALOGUE_LIST_CACHE: flag.default(true),
  /**
   * How long a storefront page made with its first answers is sent again as it is to the next
   * visitor of the same page and store (platform/page-preload.ts); 0 makes each one afresh.
   */
  STOREFRONT_PAGE_REUSE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Background jobs of this process (order expiry, housekeeping; platform/jobs.ts). */
  JOBS_ENABLED: flag.default(true),
  /** Seconds between two runs of each job. */
  JOB_INTERVAL_SECONDS: positiveInt.max(24 * 60 * 60).default(60),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The payment gateway: Midtrans when serverKey is set, the built-in simulator when simulator is. */
  midtrans: {
    serverKey: string | undefined;
    /** Whether the built-in simulator takes the payments (never beside a server key). */
    simulator: boolean;
    /** Refused notifications per client address in the window before 429. */
    notificationFailuresPerIp: number;
    notificationWindowSeconds: number;
    isProduction: boolean;
    baseUrl: string;
    vaExpiryMinutes: number;
  };
  /** Where bank transfers go (shown on the payment page). */
  transferAccount: { bankName: string; accountNumber: string; accountHolder: string };
  s3: { endpoint?: string; bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string };
  publicUrl: string;
  seedDemo: boolean;
  logLevel: string;
  webDistDir: string;
  /** Fastify's trustProxy: whose X-Forwarded-For is believed for the client's IP. */
  trustProxy: boolean | string;
  /** Whether the API keeps product-list answers when it runs on the embedded database. */
  catalogueListCache: boolean;
  /** How long a storefront page with its first answers is reused (ms; 0: never). */
  storefrontPageReuseMs: number;
  /** Background jobs, started once the server listens (never in tests that only inject). */
  jobs: { enabled: boolean; intervalSeconds: number };
  /** Abuse limits of the account calls; kept in memory per process. */
  authLimits: {
    /**
     * Login attempts per account (e-mail) and client address together in the window before 429;
     * past as many failures of the account from all addresses, its attempts are slowed down.
     */
    loginFailuresPerAccount: number;
    /** Failed logins per IP in the window before 429 (higher: many people share a carrier's IP). */
    loginFailuresPerIp: number;
    loginWindowSeconds: number;
    /** Milliseconds each login attempt on an account past its failures waits (0: no wait). */
    loginSlowdownMs: number;
    /** Register, resend-verification and forgot-password calls per IP in the mail window, each. */
    requestsPerIp: number;
    /** Verification and reset mails per e-mail address in the mail window. */
    mailsPerEmail: number;
    mailWindowSeconds: number;
  };
}

/** The built web app, found from the source file or from the bundle in apps/api/dist. */
function defaultWebDist(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../../../web/dist'), resolve(here, '../../web/dist')];
  return candidates.find((c) => existsSync(c)) ?? candidates[0]!;
}

export interface LoadConfigOptions {
  /**
   * False for a process that takes no payments (the migrate and seed commands): it starts on
   * DATABASE_URL without a payment gateway.
   */
  takesPayments?: boolean;
}

/**
 * Reads the configuration from the environment. Every setting has a working default for a laptop
 * (docs/architecture.md §6); a bad value stops the start with a message naming the variable.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): Config {
  const parsed = Env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  // Only the default ./data is made on a first start: a DATA_DIR someone named but that is not
  // there is a typo or a volume that is not mounted, and a fresh shop there would hide the real one.
  if (source.DATA_DIR !== undefined && !existsSync(dataDir)) {
    throw new Error(
      `DATA_DIR ${dataDir} does not exist. For a new shop, create it (mkdir -p ${dataDir}); ` +
        'if it should hold an existing shop, correct the path or mount its volume.',
    );
  }
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? persistedSecret(dataDir),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    midtrans: {
      serverKey: env.MIDTRANS_SERVER_KEY,
      simulator: paymentSimulatorChosen(env, options),
      notificationFailuresPerIp: env.PAYMENT_NOTIFICATION_FAILURES_PER_IP,
      notificationWindowSeconds: env.PAYMENT_NOTIFICATION_WINDOW_SECONDS,
      isProduction: env.MIDTRANS_IS_PRODUCTION,
      baseUrl:
        env.MIDTRANS_BASE_URL ??
        (env.MIDTRANS_IS_PRODUCTION ? 'https://api.midtrans.com' : 'https://api.sandbox.midtrans.com'),
      vaExpiryMinutes: env.VA_EXPIRY_MINUTES,
    },
    transferAccount: {
      bankName: env.TRANSFER_BANK_NAME,
      accountNumber: env.TRANSFER_ACCOUNT_NUMBER,
      accountHolder: env.TRANSFER_ACCOUNT_HOLDER,
    },
    s3: {
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    // Demo data by default only for the embedded database: never fill a real server uninvited.
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDist(),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    catalogueListCache: env.CATALOGUE_LIST_CACHE,
    storefrontPageReuseMs: env.STOREFRONT_PAGE_REUSE_MS,
    jobs: { enabled: env.JOBS_ENABLED, intervalSeconds: env.JOB_INTERVAL_SECONDS },
    authLimits: {
      loginFailuresPerAccount: env.AUTH_LOGIN_MAX_FAILURES,
      loginFailuresPerIp: env.AUTH_LOGIN_MAX_FAILURES_PER_IP,
      loginWindowSeconds: env.AUTH_LOGIN_WINDOW_SECONDS,
      loginSlowdownMs: env.AUTH_LOGIN_SLOWDOWN_MS,
      requestsPerIp: env.AUTH_REQUESTS_PER_IP,
      mailsPerEmail: env.AUTH_MAILS_PER_EMAIL,
      mailWindowSeconds: env.AUTH_MAIL_WINDOW_SECONDS,
    },
  };
}

/**
 * Whether the built-in simulator takes the payments. It lets anyone mark an order paid, so it is
 * never chosen silently for a real database: there a start needs the gateway's key or an explicit
 * PAYMENT_SIMULATOR=true, and otherwise stops with a message naming both.
 */
function paymentSimulatorChosen(
  env: Pick<z.infer<typeof Env>, 'MIDTRANS_SERVER_KEY' | 'PAYMENT_SIMULATOR' | 'DATABASE_URL'>,
  { takesPayments = true }: LoadConfigOptions,
): boolean {
  if (env.MIDTRANS_SERVER_KEY) {
    if (env.PAYMENT_SIMULATOR) {
      throw new Error(
        'Invalid configuration:\n  PAYMENT_SIMULATOR: cannot be true beside MIDTRANS_SERVER_KEY; set one of them',
      );
    }
    return false;
  }
  const chosen = env.PAYMENT_SIMULATOR ?? !env.DATABASE_URL;
  if (!chosen && takesPayments) {
    throw new Error(
      'Invalid configuration:\n  MIDTRANS_SERVER_KEY: no payment gateway. Set MIDTRANS_SERVER_KEY to take ' +
        'payments through Midtrans, or PAYMENT_SIMULATOR=true to run the built-in simulator, with which ' +
        'anyone can mark an order paid (never for real shoppers).',
    );
  }
  return chosen;
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/**
 * A secret generated once and kept in DATA_DIR, so tokens survive a restart. A file that is there
 * is checked as JWT_SECRET is: an empty or short one (a crash while it was written, an edit) would
 * sign tokens with a guessable key or none. It is written to a temporary file, flushed and renamed,
 * so a crash leaves either no file or the whole secret.
 */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < SECRET_MIN_LENGTH) {
      throw new Error(
        `The JWT secret in ${file} is ${secret.length ? `only ${secret.length} characters` : 'empty'} ` +
          `(it needs at least ${SECRET_MIN_LENGTH}). Delete the file to have a new one generated ` +
          '(everyone signs in again), or set JWT_SECRET.',
      );
    }
    return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, secret);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  // The rename itself lasts once the directory is flushed (not possible on every system).
  try {
    const dir = openSync(dataDir, 'r');
    fsyncSync(dir);
    closeSync(dir);
  } catch {
    // The file is whole either way; only a power cut right now could lose it.
  }
  return secret;
}
