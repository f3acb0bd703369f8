import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, formatMessage, MESSAGES } from '@lumbung/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { AppError, BODY_MAX_BYTES, describeBytes } from './errors';

let t: TestApp;
beforeAll(async () => {
  // Routes made for this test only: the error handler is shared by every feature.
  t = await buildTestApp({
    extend: (base) =>
      base.register(async (plain) => {
        const scope = plain.withTypeProvider<ZodTypeProvider>();
        scope.post(
          '/api/__test/echo/:id',
          {
            config: { auth: 'public' },
            schema: {
              params: z.object({ id: z.coerce.number().int().positive() }),
              body: z.object({
                email: z.string().email(),
                price: z.number({ error: MESSAGES.PRODUCT_PRICE_REQUIRED }).int(),
              }),
            },
          },
          async (request) => ({ id: request.params.id }),
        );
        // Public, so the answers below are the error handler's and not the access guard's.
        scope.get('/api/__test/conflict', { config: { auth: 'public' } }, async () => {
          throw new AppError(409, 'CART_ITEM_EXISTS');
        });
        scope.get('/api/__test/crash', { config: { auth: 'public' } }, async () => {
          throw new Error('secret connection string postgres://user:pw@db');
        });
      }),
  });
});
afterAll(() => t.close());

describe('error handling', () => {
  it('answers 404 JSON for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(ErrorBody.parse(res.json()).message).toBe('Route GET /api/no-such-thing not found.');
  });

  it('answers 400 with the field and reason for bad input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo/0',
      payload: { email: 'x@y.id', price: 5 },
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorBody.parse(res.json());
    expect(body.message).toContain('params.id');
    expect(body.errors?.[0]?.path).toBe('params.id');
  });

  it('uses the spec text when the schema carries one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo/3',
      payload: { email: 'x@y.id' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.PRODUCT_PRICE_REQUIRED);
  });

  it.each([
    {
      name: 'answers 400 for a body that is not JSON',
      type: 'application/json',
      body: '{"email":',
      status: 400,
    },
    {
      name: 'answers 415 for a content type the API does not read',
      type: 'text/csv',
      body: 'a,b',
      status: 415,
    },
  ])('$name', async ({ type, body, status }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__test/echo/3',
      headers: { 'content-type': type },
      payload: body,
    });
    expect(res.statusCode).toBe(status);
    expect(typeof res.json().message).toBe('string');
  });

  it('reads JSON bodies up to the limit its 413 states, and refuses one byte more', async () => {
    /** A JSON body of exactly `size` bytes (the schema refuses the padding field's neighbours). */
    const bodyOf = (size: number) => {
      const start = '{"email":"x@y.id","pad":"';
      return `${start}${'p'.repeat(size - start.length - 2)}"}`;
    };
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/__test/echo/3',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect(describeBytes(BODY_MAX_BYTES)).toBe('1 MB');
    const atLimit = await send(bodyOf(BODY_MAX_BYTES));
    expect(Buffer.byteLength(bodyOf(BODY_MAX_BYTES))).toBe(BODY_MAX_BYTES);
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).toBe(MESSAGES.PRODUCT_PRICE_REQUIRED);

    const over = await send(bodyOf(BODY_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      message: formatMessage('BODY_TOO_LARGE', { max: '1 MB' }),
      code: 'BODY_TOO_LARGE',
    });
  });

  it('describes byte counts in words', () => {
    expect(describeBytes(1024 * 1024)).toBe('1 MB');
    expect(describeBytes(100 * 1024)).toBe('100 KB');
    expect(describeBytes(1000)).toBe('1000 bytes');
  });

  it('sends an AppError with its status and catalogue message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.CART_ITEM_EXISTS, code: 'CART_ITEM_EXISTS' });
  });

  it('hides the details of an unexpected failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe(MESSAGES.INTERNAL_ERROR);
    expect(res.body).not.toContain('postgres://');
  });
});
