import { describe, expect, it } from 'vitest';
import { fileApp } from '../../test/file-app';
import { securityHeaders } from './security-headers';

const t = fileApp();

describe('security headers, worked out once', () => {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'script-src': ["'self'"] },
    },
  });

  it("are helmet's defaults with the app's own CSP directives", () => {
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
    );
    expect(headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-dns-prefetch-control': 'off',
    });
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('go out with every answer: an API answer, an error, a 404', async () => {
    for (const url of ['/api/health', '/api/users/categories', '/api/users/products/abc', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(headers))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('leave the API docs their own CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain('validator.swagger.io');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
