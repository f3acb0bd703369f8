/**
 * Who may call a feature's routes: each call of a list answered with one status, for one caller
 * (or a visitor, without headers).
 *
 *   const calls: RouteCall[] = [['GET', '/api/super-admin/stores'], ['PATCH', '/api/super-admin/store/28', { store_name: 'X' }]];
 *   await expectStatusForEach(t.app, calls, 403, await authHeaders(t.app, DEMO.shopper), `${DEMO.shopper} `);
 *   await expectStatusForEach(t.app, calls, 401);
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A route call: method, URL and, for a write, its JSON body. */
export type RouteCall = [method: string, url: string, payload?: object];

/** Expects every call to answer `status`; a failure names the call (after `who`). */
export async function expectStatusForEach(
  app: FastifyInstance,
  calls: readonly RouteCall[],
  status: number,
  headers?: { authorization: string },
  who = '',
): Promise<void> {
  for (const [method, url, payload] of calls) {
    const res = await app.inject({
      method: method as 'GET',
      url,
      ...(headers ? { headers } : {}),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${who}${method} ${url}`).toBe(status);
  }
}
