/**
 * A multipart body that cannot be read (cut off on the way, a boundary that is not the one
 * announced, no boundary at all) is the sender's fault: every upload route answers 400 with the
 * catalogue text and logs no error for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lumbung/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { UNREADABLE_FORMS } from '../../test/multipart-bodies';
import { authHeaders, DEMO, userIdOf } from '../../test/sessions';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ onLogLine: (line) => logLines.push(line) });
});
afterAll(() => t.close());

describe('an upload whose form data cannot be read', () => {
  it('answers 400 with the catalogue text on every upload route, and logs no error', async () => {
    const shopper = await authHeaders(t.app, DEMO.shopper);
    const shopperId = await userIdOf(t.app, DEMO.shopper);
    const admin = await authHeaders(t.app, DEMO.jakartaAdmin);
    const superAdmin = await authHeaders(t.app, DEMO.superAdmin);
    const uploads = [
      { method: 'PUT', url: `/api/profile/image/${shopperId}`, headers: shopper },
      { method: 'POST', url: `/api/order/payment/${shopperId}/1`, headers: shopper },
      { method: 'POST', url: '/api/products', headers: superAdmin },
      { method: 'PATCH', url: '/api/products/images/1', headers: superAdmin },
      { method: 'POST', url: `/api/store-admin/discounts/${DEMO.jakartaStoreId}`, headers: admin },
      { method: 'PATCH', url: '/api/store-admin/discounts/image/1', headers: admin },
    ] as const;
    const answers: string[] = [];
    for (const upload of uploads) {
      for (const form of UNREADABLE_FORMS) {
        const res = await t.app.inject({
          method: upload.method,
          url: upload.url,
          headers: { ...upload.headers, 'content-type': form.contentType },
          payload: form.body,
        });
        answers.push(`${upload.method} ${upload.url} ${form.label}: ${res.statusCode} ${res.json().message}`);
      }
    }
    expect(answers).toEqual(
      answers.map((answer) => `${answer.slice(0, answer.indexOf(': '))}: 400 ${MESSAGES.UPLOAD_UNREADABLE}`),
    );
    const errors = logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });
});
