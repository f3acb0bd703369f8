import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  REFERRAL_VOUCHER_CODE,
  RegisterResponse,
} from '@lumbung/contracts';
import { emailTokens, mailOutbox, users, userVouchers, vouchers } from '../../db/schema';
import { fileApp } from '../../../test/file-app';
import { DEMO, loginAs } from '../../../test/sessions';

// Without SMTP_URL the mails go to the outbox table: these tests read them there.
const t = fileApp();

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const register = (body: Record<string, unknown>) => post('/api/auth/register', body);
const countUsers = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

async function latestMailTo(address: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, address))
    .orderBy(desc(mailOutbox.mail_id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** The token of the verification link in the latest mail to the address. */
async function verificationToken(address: string): Promise<string> {
  const mail = await latestMailTo(address);
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=(\S+)/.exec(mail.text_body);
  if (!link) throw new Error(`no verification link in: ${mail.text_body}`);
  return decodeURIComponent(link[1]!);
}

describe('POST /api/auth/register', () => {
  it('creates an unverified shopper with a referral code of its own and mails a verification link', async () => {
    const res = await register({
      username: 'Sari Wulandari',
      email: '  Sari@Example.COM ',
      password: 'kopi-susu-99',
    });
    expect(res.statusCode).toBe(201);
    const body = RegisterResponse.parse(res.json());
    expect(body.message).toBe(formatMessage('REGISTERED', { email: 'sari@example.com' }));
    expect(body.data.user).toMatchObject({
      username: 'Sari Wulandari',
      email: 'sari@example.com',
      role: 'USER',
      is_verified: false,
      image: null,
    });
    expect(body.data.user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(JSON.stringify(res.json())).not.toMatch(/password|hash/i);

    const [row] = await t.db.select().from(users).where(eq(users.email, 'sari@example.com'));
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await latestMailTo('sari@example.com');
    expect(mail.status).toBe('OUTBOX');
    expect(mail.subject).toBe('Verify your e-mail address for LUMBUNG');
    expect(mail.text_body).toContain('Hi Sari Wulandari,');
    expect(mail.text_body).toMatch(/http:\/\/localhost:3000\/auth\/verify-email\?token=/);
    expect(mail.html_body).toContain('Verify my e-mail address');
  });

  it('refuses markup in a username', async () => {
    const res = await register({
      username: 'Budi <b>',
      email: 'budi.html@example.com',
      password: 'kopi-susu-99',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.USERNAME_INVALID);
  });

  it('refuses missing fields, a bad e-mail, a short or long password and a bad username, creating nothing', async () => {
    const before = await countUsers();
    const good = { username: 'Andi', email: 'andi@example.com', password: 'kopi-susu-99' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: good.email, password: good.password }, MESSAGES.USERNAME_INVALID],
      [{ username: good.username, password: good.password }, MESSAGES.EMAIL_INVALID],
      [{ username: good.username, email: good.email }, MESSAGES.PASSWORD_TOO_SHORT],
      [{ ...good, email: 'andi@' }, MESSAGES.EMAIL_INVALID],
      [{ ...good, email: 'andi example.com' }, MESSAGES.EMAIL_INVALID],
      [{ ...good, password: 'short7!' }, MESSAGES.PASSWORD_TOO_SHORT],
      [{ ...good, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }, MESSAGES.PASSWORD_TOO_LONG],
      [{ ...good, username: 'ab' }, MESSAGES.USERNAME_INVALID],
      [{ ...good, username: 'a'.repeat(31) }, MESSAGES.USERNAME_INVALID],
    ];
    for (const [body, message] of cases) {
      const res = await register(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await register({})).statusCode).toBe(400);
    expect(await countUsers()).toBe(before);
  });

  it('refuses an e-mail that already has an account, in any letter case, and creates nothing', async () => {
    const before = await countUsers();
    for (const email of [DEMO.shopper, 'SHOPPER@lumbung.test']) {
      const res = await register({ username: 'Copycat', email, password: 'kopi-susu-99' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: MESSAGES.EMAIL_TAKEN, code: 'EMAIL_TAKEN' });
    }
    expect(await countUsers()).toBe(before);
  });

  it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
    const body = { username: 'Twin', email: 'twin@example.com', password: 'kopi-susu-99' };
    const answers = await Promise.all([register(body), register(body), register(body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.db.select().from(users).where(eq(users.email, 'twin@example.com'));
    expect(rows).toHaveLength(1);
  });
});

describe('referrals', () => {
  async function referralVouchersOf(userId: number) {
    return t.db
      .select({ redeem_code: userVouchers.redeem_code, used_at: userVouchers.used_at })
      .from(userVouchers)
      .innerJoin(vouchers, eq(vouchers.voucher_id, userVouchers.voucher_id))
      .where(and(eq(userVouchers.user_id, userId), eq(vouchers.voucher_code, REFERRAL_VOUCHER_CODE)));
  }

  it('gives no voucher at registration, and both when the new account verifies its e-mail', async () => {
    const [referrer] = await t.db.select().from(users).where(eq(users.email, DEMO.shopper));
    const before = await referralVouchersOf(referrer!.user_id);
    const res = await register({
      username: 'Dewi',
      email: 'dewi@example.com',
      password: 'kopi-susu-99',
      referral_code: referrer!.referral_code.toLowerCase(),
    });
    expect(res.statusCode).toBe(201);
    const dewi = RegisterResponse.parse(res.json()).data.user;
    const [row] = await t.db.select().from(users).where(eq(users.user_id, dewi.id));
    expect(row!.referred_by).toBe(referrer!.user_id);
    // A throwaway address that never verifies farms nothing.
    expect(await referralVouchersOf(dewi.id)).toEqual([]);
    expect(await referralVouchersOf(referrer!.user_id)).toEqual(before);
    const invitation = await latestMailTo('dewi@example.com');
    expect(invitation.text_body).toContain('once your address is verified, a welcome voucher is yours');
    expect(invitation.text_body).not.toContain(REFERRAL_VOUCHER_CODE);

    const token = await verificationToken('dewi@example.com');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const dewiVouchers = await referralVouchersOf(dewi.id);
    const referrerVouchers = await referralVouchersOf(referrer!.user_id);
    expect(dewiVouchers).toHaveLength(1);
    expect(referrerVouchers).toHaveLength(before.length + 1);
    const dewiCode = dewiVouchers[0]!.redeem_code;
    const referrerCode = referrerVouchers.find(
      (v) => !before.some((b) => b.redeem_code === v.redeem_code),
    )!.redeem_code;
    expect(dewiCode).not.toBe(referrerCode);
    expect(dewiCode).toMatch(new RegExp(`^${REFERRAL_VOUCHER_CODE}-[A-Z2-9]{8}$`));

    const welcome = await latestMailTo('dewi@example.com');
    expect(welcome.subject).toBe('Your welcome voucher for LUMBUNG');
    expect(welcome.text_body).toContain(dewiCode);
    const thanks = await latestMailTo(DEMO.shopper);
    expect(thanks.subject).toBe('Your friend joined LUMBUNG: a voucher for you');
    expect(thanks.text_body).toContain(referrerCode);
    expect(thanks.text_body).toContain('Dewi just joined');

    // Opening the link again gives nothing more.
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect(await referralVouchersOf(dewi.id)).toHaveLength(1);
    expect(await referralVouchersOf(referrer!.user_id)).toHaveLength(before.length + 1);
  });

  it('gives them when a password reset verifies the account instead, once', async () => {
    const [referrer] = await t.db.select().from(users).where(eq(users.email, DEMO.newUser));
    const before = await referralVouchersOf(referrer!.user_id);
    const res = await register({
      username: 'Rudi',
      email: 'rudi@example.com',
      password: 'kopi-susu-99',
      referral_code: referrer!.referral_code,
    });
    const rudi = RegisterResponse.parse(res.json()).data.user;
    for (let i = 0; i < 2; i++) {
      expect((await post('/api/auth/forgot-password', { email: 'rudi@example.com' })).statusCode).toBe(200);
      const link = /reset-password-page\?token=(\S+)/.exec(
        (await latestMailTo('rudi@example.com')).text_body,
      );
      const reset = await post('/api/auth/reset-password', {
        token: decodeURIComponent(link![1]!),
        password: `teh-manis-${i}-99`,
      });
      expect(reset.statusCode).toBe(200);
    }
    expect(await referralVouchersOf(rudi.id)).toHaveLength(1);
    expect(await referralVouchersOf(referrer!.user_id)).toHaveLength(before.length + 1);
  });

  it('refuses an unknown referral code with a clear message and creates no account', async () => {
    const before = await countUsers();
    const res = await register({
      username: 'Eko',
      email: 'eko@example.com',
      password: 'kopi-susu-99',
      referral_code: 'NOSUCH99',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: MESSAGES.REFERRAL_UNKNOWN, code: 'REFERRAL_UNKNOWN' });
    expect(await countUsers()).toBe(before);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, 'eko@example.com'));
    expect(mails).toHaveLength(0);
  });

  it('treats an empty referral code as none', async () => {
    const res = await register({
      username: 'Fajar',
      email: 'fajar@example.com',
      password: 'kopi-susu-99',
      referral_code: '',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('verifying the e-mail address', () => {
  it('verifies with the mailed link; opening the link again still says verified', async () => {
    await register({ username: 'Gita', email: 'gita@example.com', password: 'kopi-susu-99' });
    const before = await loginAs(t.app, 'gita@example.com', 'kopi-susu-99');
    expect(before.user.is_verified).toBe(false);
    const token = await verificationToken('gita@example.com');

    for (let i = 0; i < 2; i++) {
      const res = await post('/api/auth/verify-email', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.EMAIL_VERIFIED });
    }
    const after = await loginAs(t.app, 'gita@example.com', 'kopi-susu-99');
    expect(after.user.is_verified).toBe(true);
    const claims = JSON.parse(Buffer.from(after.accessToken.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims.is_verified).toBe(true);
  });

  it('refuses a wrong, a missing and an expired token', async () => {
    await register({ username: 'Hadi', email: 'hadi@example.com', password: 'kopi-susu-99' });
    const token = await verificationToken('hadi@example.com');
    for (const body of [{ token: 'wrong-token' }, { token: `${token}x` }]) {
      const res = await post('/api/auth/verify-email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.LINK_INVALID);
    }
    for (const body of [{}, { token: '' }, { token: 42 }, { token: 'x'.repeat(201) }]) {
      const res = await post('/api/auth/verify-email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.LINK_INVALID);
    }

    const [hadi] = await t.db.select().from(users).where(eq(users.email, 'hadi@example.com'));
    await t.db
      .update(emailTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.user_id, hadi!.user_id));
    const expired = await post('/api/auth/verify-email', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(MESSAGES.LINK_INVALID);
    const [still] = await t.db.select().from(users).where(eq(users.user_id, hadi!.user_id));
    expect(still!.is_verified).toBe(false);
  });

  it('does not take a password reset link as a verification link', async () => {
    await register({ username: 'Indah', email: 'indah@example.com', password: 'kopi-susu-99' });
    await post('/api/auth/forgot-password', { email: 'indah@example.com' });
    const reset = await latestMailTo('indah@example.com');
    const token = decodeURIComponent(/reset-password-page\?token=(\S+)/.exec(reset.text_body)![1]!);
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(400);
  });

  it('resends a working link to an unverified account, and answers the same for any other address', async () => {
    await register({ username: 'Joko', email: 'joko@example.com', password: 'kopi-susu-99' });
    const first = await verificationToken('joko@example.com');
    const mailsBefore = (await t.db.select().from(mailOutbox)).length;

    for (const email of ['joko@example.com', 'nobody@example.com', DEMO.shopper]) {
      const res = await post('/api/auth/resend-verification', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.VERIFICATION_SENT });
    }
    // Only the unverified account got a mail.
    expect((await t.db.select().from(mailOutbox)).length).toBe(mailsBefore + 1);
    const second = await verificationToken('joko@example.com');
    expect(second).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);

    const bad = await post('/api/auth/resend-verification', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.EMAIL_INVALID);
  });
});
