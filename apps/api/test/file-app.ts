/**
 * The test app of one test file: built before the file's tests, closed after them, and the
 * Authorization headers of the accounts the file calls as (a demo account of the seed, usually).
 *
 *   const t = fileApp();                              // t.app, t.db in tests and hooks
 *   const sup = fileHeaders(t, DEMO.superAdmin);      // { authorization } once the app is up
 *   const orders = orderHelpers(() => t);
 *
 * A file whose app needs something made first (an SMTP server for its config) builds its own with
 * buildTestApp in its beforeAll.
 */
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app';
import { authHeaders, userIdOf } from './sessions';

export type Headers = { authorization: string };

/** The file's app, built in a beforeAll and closed in an afterAll (see above). */
export function fileApp(options: TestAppOptions = {}): TestApp {
  let built: TestApp | undefined;
  const ready = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll: use it in a test or a hook');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(() => built?.close());
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
