/**
 * The test app of one test file: built before the file's tests, closed after them, and the
 * Authorization headers of the accounts the file calls as (a demo account of the seed, usually).
 *
 *   const t = fileApp();                              // t.app, t.db in tests and hooks
 *   const sup = fileHeaders(t, DEMO.superAdmin);      // { authorization } once the app is up
 *   const orders = orderHelpers(() => t);
 *
 * A file whose app sends mail takes the app and an SMTP server in this process together:
 *
 *   const { t, smtp } = fileMailApp({ PUBLIC_URL: 'https://lumbung.example' });
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app';
import { fakeMidtrans, SERVER_KEY } from './fake-midtrans';
import { authHeaders, userIdOf } from './sessions';
import { startTestSmtpServer, type TestSmtpServer } from './smtp';

export type Headers = { authorization: string };

/** The file's app, built in a beforeAll and closed in an afterAll (see above). */
export function fileApp(options: TestAppOptions = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(() => built?.close());
  return appOnceBuilt(() => built);
}

/**
 * The file's app with its mail going over real SMTP to a server in this process (started first,
 * its URL in the app's config; `env` adds to it); both closed after the file's tests.
 */
export function fileMailApp(env: Record<string, string>): { t: TestApp; smtp: TestSmtpServer } {
  let built: TestApp | undefined;
  let server: TestSmtpServer | undefined;
  beforeAll(async () => {
    server = await startTestSmtpServer();
    built = await buildTestApp({ env: { SMTP_URL: server.url, ...env } });
  });
  afterAll(async () => {
    await built?.close();
    await server?.close();
  });
  const smtp = (): TestSmtpServer => {
    if (!server) throw new Error('The SMTP server starts in beforeAll: use it in a test or a hook');
    return server;
  };
  return {
    t: appOnceBuilt(() => built),
    smtp: {
      get url() {
        return smtp().url;
      },
      get messages() {
        return smtp().messages;
      },
      latestTo: (address) => smtp().latestTo(address),
      refuseMessages: (refuse) => smtp().refuseMessages(refuse),
      close: () => smtp().close(),
    },
  };
}

/**
 * The file's app paying through a local HTTP server that answers as Midtrans does (started first,
 * its URL and the server key in the app's config; `options.env` adds to them); both closed after
 * the file's tests. Before each test the stand-in forgets the calls it saw and answers at once.
 */
export function fileMidtransApp(options: TestAppOptions = {}) {
  const midtrans = fakeMidtrans();
  let built: TestApp | undefined;
  let url: string | undefined;
  beforeAll(async () => {
    url = await midtrans.listen();
    built = await buildTestApp({
      ...options,
      env: { MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_BASE_URL: url, ...options.env },
    });
  });
  afterAll(async () => {
    await built?.close();
    await midtrans.close();
  });
  beforeEach(() => {
    midtrans.seen.length = 0;
    midtrans.setDelay(0);
  });
  const midtransUrl = (): string => {
    if (!url) throw new Error('The Midtrans stand-in starts in beforeAll: use it in a test or a hook');
    return url;
  };
  return { t: appOnceBuilt(() => built), midtrans, midtransUrl };
}

/** A TestApp whose parts are read from the app built in a beforeAll, once it is. */
function appOnceBuilt(current: () => TestApp | undefined): TestApp {
  const ready = (): TestApp => {
    const built = current();
    if (!built) throw new Error('The test app is built in beforeAll: use it in a test or a hook');
    return built;
  };
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get config() {
      return ready().config;
    },
    get databaseUrl() {
      return ready().databaseUrl;
    },
    close: () => ready().close(),
  };
}

/**
 * The headers of `email` on the file's app: an object filled in a beforeAll (after the app's), to
 * pass as it is (`headers: sup`) in tests.
 */
export function fileHeaders(t: TestApp, email: string): Headers {
  const headers: Headers = { authorization: '' };
  beforeAll(async () => {
    headers.authorization = (await authHeaders(t.app, email)).authorization;
  });
  return headers;
}

/**
 * The user ids of accounts on the file's app, by the names given: `ids.shopper` once the app is up
 * (filled in a beforeAll, after the app's).
 */
export function fileUserIds<K extends string>(t: TestApp, emails: Record<K, string>): Record<K, number> {
  const ids = {} as Record<K, number>;
  beforeAll(async () => {
    for (const key of Object.keys(emails) as K[]) ids[key] = await userIdOf(t.app, emails[key]);
  });
  return ids;
}
