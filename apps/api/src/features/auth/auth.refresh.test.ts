/**
 * Refresh-token rotation and its grace window: a session is a refresh-token
 * family; a rotated token presented again within REFRESH_GRACE_SECONDS (two tabs renewing at the
 * same moment) gets the same new pair, and later it revokes the whole family.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, RefreshTokenResponse } from '@lumbung/contracts';
import { refreshTokens, users } from '../../db/schema';
import { hashToken } from '../../platform/tokens';
import { accountMaker, claimsOf } from '../../../test/accounts';
import { fileApp } from '../../../test/file-app';
import { bearer, loginAs } from '../../../test/sessions';
import { REFRESH_GRACE_SECONDS } from './auth.sessions.service';

const t = fileApp();

/** The answer to an API client, which sent its token in the body: the rotated one comes back there. */
const BodyRefreshAnswer = RefreshTokenResponse.extend({
  data: z.object({ refreshToken: z.object({ accessToken: z.string(), refreshToken: z.string() }) }),
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const refresh = (refreshToken: string) => post('/api/auth/refresh-token', { refreshToken });

/** A fresh account of our own, so tests that end sessions do not touch the demo accounts. */
const newAccount = accountMaker(() => t, 'refresh', 'RFRSH');

/** Moves the rotation of a refresh token `seconds` into the past (the clock of the grace window). */
async function agoRotated(refreshToken: string, seconds: number) {
  const [row] = await t.db
    .update(refreshTokens)
    .set({ rotated_at: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.token_hash, hashToken(refreshToken)))
    .returning();
  expect(row?.rotated_at).toBeInstanceOf(Date);
}

const guarded = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/store-admin/assigned-store/1', headers: bearer(token) });

describe('POST /api/auth/refresh-token', () => {
  it('rotates: a new access token at data.refreshToken.accessToken and a new refresh token', async () => {
    const account = await newAccount();
    const first = await loginAs(t.app, account.email, account.password);
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = BodyRefreshAnswer.parse(res.json());
    expect(body.message).toBe(MESSAGES.TOKEN_REFRESHED);
    expect(claimsOf(body.data.refreshToken.accessToken)).toMatchObject({ id: account.user_id, role: 'USER' });
    expect(body.data.refreshToken.refreshToken).not.toBe(first.refreshToken);
    // The new access token works.
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/store-admin/assigned-store/${account.user_id}`,
      headers: bearer(body.data.refreshToken.accessToken),
    });
    expect(me.statusCode).toBe(403); // a shopper: past the token check, stopped by the role
    expect(me.json().message).toBe(MESSAGES.FORBIDDEN);
    // And the new refresh token rotates again.
    expect((await refresh(body.data.refreshToken.refreshToken)).statusCode).toBe(200);
  });

  it('puts role and verification as they are now into the renewed access token', async () => {
    const account = await newAccount({ is_verified: false });
    const { refreshToken } = await loginAs(t.app, account.email, account.password);
    await t.db.update(users).set({ is_verified: true }).where(eq(users.user_id, account.user_id));
    const body = BodyRefreshAnswer.parse((await refresh(refreshToken)).json());
    expect(claimsOf(body.data.refreshToken.accessToken).is_verified).toBe(true);
  });

  it('revokes the whole family when an old refresh token is used again after the grace window', async () => {
    const account = await newAccount();
    const login = await loginAs(t.app, account.email, account.password);
    const other = await loginAs(t.app, account.email, account.password); // another device
    const second = BodyRefreshAnswer.parse((await refresh(login.refreshToken)).json()).data.refreshToken;
    const third = BodyRefreshAnswer.parse((await refresh(second.refreshToken)).json()).data.refreshToken;

    const guarded = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/store-admin/assigned-store/1', headers: bearer(token) });
    expect((await guarded(third.accessToken)).json().code).not.toBe('TOKEN_INVALID');

    await agoRotated(login.refreshToken, REFRESH_GRACE_SECONDS + 1);
    const replay = await refresh(login.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: MESSAGES.REFRESH_TOKEN_INVALID, code: 'REFRESH_TOKEN_INVALID' });
    // The thief's replay also ended the newest token of that session...
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    // ...and the access token that came with it, at once...
    expect((await guarded(third.accessToken)).statusCode).toBe(401);
    // ...but not the session of the other device.
    expect((await guarded(other.accessToken)).json().code).not.toBe('TOKEN_INVALID');
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an unknown, an expired, a malformed or a missing refresh token', async () => {
    const account = await newAccount();
    const { refreshToken } = await loginAs(t.app, account.email, account.password);
    await t.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.user_id, account.user_id));
    for (const token of [refreshToken, 'x'.repeat(43)]) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.REFRESH_TOKEN_INVALID);
    }
    for (const body of [{ refreshToken: '' }, { refreshToken: 5 }, { refreshToken: 'x'.repeat(201) }]) {
      const res = await post('/api/auth/refresh-token', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.REFRESH_TOKEN_INVALID);
    }
    // No token in the body and no cookie (auth.refresh-cookie.test.ts): no session at all.
    const none = await post('/api/auth/refresh-token', {});
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(MESSAGES.SESSION_NONE);
  });

  it('refuses the refresh token of an account deleted since', async () => {
    const account = await newAccount();
    const { refreshToken } = await loginAs(t.app, account.email, account.password);
    await t.db.update(users).set({ is_deleted: true }).where(eq(users.user_id, account.user_id));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});

describe('two tabs renewing one session at the same moment', () => {
  it('gives 8 parallel refreshes with one token the same new pair, and the session stays', async () => {
    const account = await newAccount();
    const { refreshToken } = await loginAs(t.app, account.email, account.password);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(refreshToken)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    const pairs = answers.map((res) => BodyRefreshAnswer.parse(res.json()).data.refreshToken);
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.accessToken)).size).toBe(1);
    const [pair] = pairs;
    // One rotation: one new token in the family, nothing revoked, and the pair works.
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, account.user_id));
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revoked_at === null)).toBe(true);
    expect((await guarded(pair!.accessToken)).json().code).not.toBe('TOKEN_INVALID');
    expect((await refresh(pair!.refreshToken)).statusCode).toBe(200);
  });

  it('gives the same pair to a token presented again within the window, after the first answer', async () => {
    const account = await newAccount();
    const { refreshToken } = await loginAs(t.app, account.email, account.password);
    const first = BodyRefreshAnswer.parse((await refresh(refreshToken)).json()).data.refreshToken;
    const soon = BodyRefreshAnswer.parse((await refresh(refreshToken)).json()).data.refreshToken;
    expect(soon).toEqual(first);
    // 25 seconds later, still the same refresh token, and an access token of the same session.
    await agoRotated(refreshToken, REFRESH_GRACE_SECONDS - 5);
    const again = await refresh(refreshToken);
    expect(again.statusCode).toBe(200);
    const later = BodyRefreshAnswer.parse(again.json()).data.refreshToken;
    expect(later.refreshToken).toBe(first.refreshToken);
    const { iat: _iat, exp: _exp, ...claims } = claimsOf(later.accessToken);
    expect(claimsOf(first.accessToken)).toMatchObject(claims);
    expect((await guarded(first.accessToken)).json().code).not.toBe('TOKEN_INVALID');
  });

  it('keeps only the hash of the new token: the stored rows hold no token', async () => {
    const account = await newAccount();
    const { refreshToken } = await loginAs(t.app, account.email, account.password);
    const pair = BodyRefreshAnswer.parse((await refresh(refreshToken)).json()).data.refreshToken;
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, account.user_id));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(pair.refreshToken);
    expect(stored).not.toContain(refreshToken);
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(pair.refreshToken));
  });

  it('gives nothing within the window once the session was ended (logout)', async () => {
    const account = await newAccount();
    const { refreshToken } = await loginAs(t.app, account.email, account.password);
    const pair = BodyRefreshAnswer.parse((await refresh(refreshToken)).json()).data.refreshToken;
    expect((await post('/api/auth/logout', { refreshToken: pair.refreshToken })).statusCode).toBe(200);
    const again = await refresh(refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MESSAGES.REFRESH_TOKEN_INVALID);
  });

  it('revokes the family when a token rotated longer ago than the window comes back', async () => {
    const account = await newAccount();
    const { refreshToken } = await loginAs(t.app, account.email, account.password);
    const pair = BodyRefreshAnswer.parse((await refresh(refreshToken)).json()).data.refreshToken;
    await agoRotated(refreshToken, REFRESH_GRACE_SECONDS + 1);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await guarded(pair.accessToken)).statusCode).toBe(401);
  });
});
