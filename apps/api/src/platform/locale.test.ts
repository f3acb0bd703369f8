import { describe, expect, it } from 'vitest';
import {
  CATEGORY_MESSAGES,
  CATEGORY_MESSAGES_ID,
  ErrorBody,
  fillText,
  formatMessage,
  formatMessageIn,
  MESSAGES,
  MESSAGES_ID,
} from '@lumbung/contracts';
import { fileApp, fileHeaders } from '../../test/file-app';
import { DEMO } from '../../test/sessions';
import { negotiateLocale, translateJsonMessage } from './locale';
import { translateText } from './translate';

const t = fileApp({ env: { AUTH_LOGIN_MAX_FAILURES: '1', AUTH_LOGIN_SLOWDOWN_MS: '0' } });
const sup = fileHeaders(t, DEMO.superAdmin);

const ID = { 'accept-language': 'id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

describe('the language of a request', () => {
  it('follows Accept-Language with its q-values; anything but Indonesian is English', () => {
    expect(negotiateLocale('id')).toBe('id');
    expect(negotiateLocale('id-ID')).toBe('id');
    expect(negotiateLocale('in')).toBe('id');
    expect(negotiateLocale('en-GB')).toBe('en');
    expect(negotiateLocale('en;q=0.4, id;q=0.8')).toBe('id');
    expect(negotiateLocale('id;q=0.3, en')).toBe('en');
    expect(negotiateLocale('fr-FR, id;q=0.5')).toBe('id');
    expect(negotiateLocale('id;q=0, en;q=0.1')).toBe('en');
    expect(negotiateLocale('fr, de;q=0.8')).toBeNull();
    expect(negotiateLocale('*')).toBeNull();
    expect(negotiateLocale('')).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
  });

  it('puts filled catalogue texts into Indonesian with the same values, and leaves other texts', () => {
    const taken = fillText(CATEGORY_MESSAGES.NAME_TAKEN, { name: 'Buah "Segar"' });
    expect(translateText(taken, 'id')).toBe(
      fillText(CATEGORY_MESSAGES_ID.NAME_TAKEN, { name: 'Buah "Segar"' }),
    );
    expect(
      translateText(formatMessage('UPLOAD_MISSING', { field: MESSAGES.PROFILE_PICTURE_FIELD }), 'id'),
    ).toBe('Lampirkan foto.');
    expect(translateText('Something nobody wrote down', 'id')).toBe('Something nobody wrote down');
    expect(translateText(MESSAGES.CART_TITLE, 'en')).toBe(MESSAGES.CART_TITLE);
    const json = `{"message":${JSON.stringify(MESSAGES.PRODUCTS_LISTED)},"data":[{"name":"Products retrieved"}]}`;
    expect(JSON.parse(translateJsonMessage(json, 'id'))).toEqual({
      message: MESSAGES_ID.PRODUCTS_LISTED,
      data: [{ name: 'Products retrieved' }],
    });
  });
});

describe('answers in the language of the request', () => {
  it('says a 404 in Indonesian or English, with Content-Language and Vary', async () => {
    for (const [headers, language, text] of [
      [ID, 'id', 'Rute GET /api/nothing-here tidak ditemukan.'],
      [EN, 'en', 'Route GET /api/nothing-here not found.'],
      [{}, 'en', 'Route GET /api/nothing-here not found.'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers });
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.parse(res.json()).message).toBe(text);
      expect(res.headers['content-language']).toBe(language);
      expect(String(res.headers.vary)).toMatch(/accept-language/i);
    }
  });

  it('says a 400 of a schema in the catalogue of the language, field errors included', async () => {
    const body = { username: 'Sari', email: 'not-an-address', password: 'kopi-susu-99' };
    const id = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: ID });
    const en = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: EN });
    expect([id.statusCode, en.statusCode]).toEqual([400, 400]);
    expect(id.json()).toMatchObject({
      message: MESSAGES_ID.EMAIL_INVALID,
      code: 'BAD_REQUEST',
      errors: [{ path: 'body.email', message: MESSAGES_ID.EMAIL_INVALID }],
    });
    expect(en.json().message).toBe(MESSAGES.EMAIL_INVALID);
  });

  it("says zod's own rules in Indonesian words, naming the field", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/categories',
      payload: { category_name: 'Frozen', colour: 'blue' },
      headers: { ...sup, ...ID },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).message).toBe(
      'Permintaan tidak valid: body: kolom tidak dikenal: colour',
    );
  });

  it('says a 401 of the access guard in both languages', async () => {
    const id = await t.app.inject({ method: 'GET', url: '/api/products/categories', headers: ID });
    const en = await t.app.inject({ method: 'GET', url: '/api/products/categories' });
    expect([id.statusCode, en.statusCode]).toEqual([401, 401]);
    expect(id.json()).toMatchObject({ message: MESSAGES_ID.UNAUTHORIZED, code: 'UNAUTHORIZED' });
    expect(en.json()).toMatchObject({ message: MESSAGES.UNAUTHORIZED, code: 'UNAUTHORIZED' });
  });

  it("says a service's 409 in both languages, the field error too", async () => {
    const create = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/products/categories',
        payload: { category_name: 'Frozen Food' },
        headers: { ...sup, ...headers },
      });
    expect((await create(EN)).statusCode).toBe(201);
    const id = await create(ID);
    const en = await create(EN);
    expect([id.statusCode, en.statusCode]).toEqual([409, 409]);
    const takenId = fillText(CATEGORY_MESSAGES_ID.NAME_TAKEN, { name: 'Frozen Food' });
    expect(id.json()).toMatchObject({
      message: takenId,
      errors: [{ path: 'body.category_name', message: takenId }],
    });
    expect(en.json().message).toBe(fillText(CATEGORY_MESSAGES.NAME_TAKEN, { name: 'Frozen Food' }));
  });

  it('says a keyed refusal of a service in both languages (e-mail taken)', async () => {
    const body = { username: 'Budi', email: DEMO.shopper, password: 'kopi-susu-99' };
    const id = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: ID });
    const en = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect([id.statusCode, en.statusCode]).toEqual([409, 409]);
    expect(id.json()).toMatchObject({ message: MESSAGES_ID.EMAIL_TAKEN, code: 'EMAIL_TAKEN' });
    expect(en.json()).toMatchObject({ message: MESSAGES.EMAIL_TAKEN, code: 'EMAIL_TAKEN' });
  });

  it('says the wait of a 429 in the words of the language', async () => {
    const attempt = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO.newUser, password: 'not-the-password' },
        headers,
      });
    await attempt(EN);
    const id = await attempt(ID);
    expect(id.statusCode).toBe(429);
    const seconds = Number(id.headers['retry-after']);
    const wait = seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`;
    expect(id.json().message).toBe(formatMessageIn('id', 'RATE_LIMITED', { retryAfter: wait }));
  });

  it('says a success message in the language, also of an answer written as JSON text ahead', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO.superAdmin, password: DEMO.password },
      headers: ID,
    });
    expect(login.json().message).toBe(MESSAGES_ID.LOGGED_IN);
    for (const [headers, text] of [
      [ID, MESSAGES_ID.PRODUCTS_LISTED],
      [EN, MESSAGES.PRODUCTS_LISTED],
      [ID, MESSAGES_ID.PRODUCTS_LISTED],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/products/28', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(text);
    }
  });
});
