/**
 * Vouchers (docs/architecture.md §3): a user voucher is taken for a cart line or a cart, released, and used for an
 * order, at most once however many requests race: every change is a conditional update that only
 * succeeds from the state it expects. The only code that writes `user_vouchers`, issuing copies
 * included (giveVoucherCopy), outside the seed and the tests.
 */
import { userVouchers } from '../db/schema';
import { runner, type Conn } from '../db/statements';
import { randomCode } from '../platform/account-links';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The template a copy is made of (a vouchers row). */
export interface VoucherTemplate {
  voucher_id: number;
  voucher_code: string;
  description: string;
  valid_days: number;
}

/** A copy given to someone, as a mail describes it. */
export interface GivenVoucher {
  userVoucherId: number;
  redeemCode: string;
  description: string;
  expiresAt: Date;
}

/**
 * Gives one user a copy of a voucher template (a referral reward, a gift of the super admin): its
 * own redeem code, the template's code and 8 unambiguous characters, unique among all copies, valid
 * for the template's valid_days from `now`. The one way copies are made.
 */
export async function giveVoucherCopy(
  on: Conn,
  userId: number,
  voucher: VoucherTemplate,
  now: Date = new Date(),
): Promise<GivenVoucher> {
  const expiresAt = new Date(now.getTime() + voucher.valid_days * DAY_MS);
  // The builder, not runner: callers give copies inside transactions opened by db.transaction too.
  for (;;) {
    const [row] = await on
      .insert(userVouchers)
      .values({
        user_id: userId,
        voucher_id: voucher.voucher_id,
        redeem_code: `${voucher.voucher_code}-${randomCode(8)}`,
        expires_at: expiresAt,
      })
      .onConflictDoNothing({ target: userVouchers.redeem_code })
      .returning({ user_voucher_id: userVouchers.user_voucher_id, redeem_code: userVouchers.redeem_code });
    if (row) {
      return {
        userVoucherId: row.user_voucher_id,
        redeemCode: row.redeem_code,
        description: voucher.description,
        expiresAt,
      };
    }
  }
}

/**
 * Withdraws a voucher template (a soft delete): its unused copies stop working, and those applied
 * to a cart go back off it in the same statement, so no cart checks out with a withdrawn voucher.
 * Copies used on an order keep what they took off. False when it was absent or withdrawn already.
 */
export async function withdrawVoucher(on: Conn, voucherId: number): Promise<boolean> {
  const [row] = await runner(on)<{ withdrawn: number }>(
    'voucher_withdraw',
    `with gone as (
       update vouchers set is_deleted = true, updated_at = now()
       where voucher_id = $1::int and not is_deleted
       returning voucher_id
     ), released as (
       update user_vouchers set cart_id = null, cart_item_id = null, applied_amount = null
       where voucher_id in (select voucher_id from gone) and used_at is null and order_id is null
         and (cart_id is not null or cart_item_id is not null)
     )
     select count(*)::int as withdrawn from gone`,
    [voucherId],
  );
  return Number(row?.withdrawn ?? 0) > 0;
}

/** SQL: user voucher `uv` is live while it is unused (on no order) and has not expired. */
export const LIVE_VOUCHER_SQL = (uv: string) =>
  `${uv}.used_at is null and ${uv}.order_id is null and ${uv}.expires_at > now()`;

/**
 * SQL of a CTE that gives back the product voucher on cart line `lineExpr` of user `userExpr` (for
 * a statement that removes that line in the same breath).
 */
export const RELEASE_LINE_VOUCHER_SQL = (userExpr: string, lineExpr: string) => `
  update user_vouchers set cart_id = null, cart_item_id = null, applied_amount = null
  where user_id = ${userExpr} and cart_item_id = ${lineExpr} and used_at is null and order_id is null`;

export interface TakeVoucher {
  userVoucherId: number;
  userId: number;
  cartId: number;
  /** The line a product voucher goes on; null for a cart voucher. */
  cartItemId: number | null;
  /** The rupiah it takes off now. */
  amount: number;
}

/**
 * Takes a user's voucher for a cart or one of its lines: only while it is live and on no cart
 * (at most once, ever). False when another request took it first or it is no longer live.
 */
export async function takeVoucher(on: Conn, v: TakeVoucher): Promise<boolean> {
  const taken = await runner(on)<{ user_voucher_id: number }>(
    'voucher_take',
    `update user_vouchers set cart_id = $3::int, cart_item_id = $4::int, applied_amount = $5::int
     where user_voucher_id = $1::int and user_id = $2::int
       and cart_id is null and cart_item_id is null and ${LIVE_VOUCHER_SQL('user_vouchers')}
     returning user_voucher_id`,
    [v.userVoucherId, v.userId, v.cartId, v.cartItemId, v.amount],
  );
  return taken.length > 0;
}

/**
 * Takes a voucher off the cart or the cart line it was applied to, back to the shopper's list to
 * apply again: only while it is on a cart and not used for an order. False when it is not.
 */
export async function releaseVoucher(
  on: Conn,
  v: { userVoucherId: number; userId: number },
): Promise<boolean> {
  const released = await runner(on)<{ user_voucher_id: number }>(
    'voucher_release',
    `update user_vouchers set cart_id = null, cart_item_id = null, applied_amount = null
     where user_voucher_id = $1::int and user_id = $2::int
       and (cart_id is not null or cart_item_id is not null) and used_at is null and order_id is null
     returning user_voucher_id`,
    [v.userVoucherId, v.userId],
  );
  return released.length > 0;
}

/**
 * At checkout: the vouchers in `used` (with what each took off) move from the cart to the order and
 * are used; every other voucher on the cart goes back to the shopper. Answers the ids used.
 */
export async function useVouchersForOrder(
  on: Conn,
  o: { orderId: number; userId: number; cartId: number; used: readonly { id: number; amount: number }[] },
): Promise<number[]> {
  const rows = await runner(on)<{ used: number[] | null }>(
    'voucher_use_for_order',
    `with used as (
       update user_vouchers uv set order_id = $2::int, used_at = now(), applied_amount = a.amount,
         cart_id = null, cart_item_id = null
       from unnest($3::int[], $4::int[]) as a(id, amount)
       where uv.user_voucher_id = a.id and uv.user_id = $5::int and uv.used_at is null and uv.order_id is null
       returning uv.user_voucher_id
     ), released as (
       update user_vouchers set cart_id = null, cart_item_id = null, applied_amount = null
       where user_id = $5::int and cart_id = $1::int and used_at is null
         and not (user_voucher_id = any($3::int[]))
     )
     select array_agg(user_voucher_id order by user_voucher_id) as used from used`,
    [o.cartId, o.orderId, o.used.map((u) => u.id), o.used.map((u) => u.amount), o.userId],
  );
  return rows[0]?.used ?? [];
}

/**
 * A cancelled order's vouchers go back as the shopper had them before applying them: unused, on no
 * cart or line. Their expiry is kept, so one that expired meanwhile stays expired.
 */
export async function releaseOrderVouchers(on: Conn, orderId: number): Promise<number[]> {
  const rows = await runner(on)<{ user_voucher_id: number }>(
    'voucher_release_order',
    `update user_vouchers set order_id = null, used_at = null, applied_amount = null,
       cart_id = null, cart_item_id = null
     where order_id = $1::int
     returning user_voucher_id`,
    [orderId],
  );
  return rows.map((r) => r.user_voucher_id).sort((a, b) => a - b);
}

/**
 * Uses a shopper's voucher for an order (a shipping voucher at checkout): only while it is live
 * and on no cart or order, so at most once, ever. False when it is not (taken meanwhile, expired).
 */
export async function useVoucherForOrder(
  on: Conn,
  v: { userVoucherId: number; userId: number; orderId: number; amount: number },
): Promise<boolean> {
  const used = await runner(on)<{ user_voucher_id: number }>(
    'voucher_use_one_for_order',
    `update user_vouchers set order_id = $3::int, used_at = now(), applied_amount = $4::int
     where user_voucher_id = $1::int and user_id = $2::int
       and cart_id is null and cart_item_id is null and ${LIVE_VOUCHER_SQL('user_vouchers')}
     returning user_voucher_id`,
    [v.userVoucherId, v.userId, v.orderId, v.amount],
  );
  return used.length > 0;
}

/** What a voucher used for an order takes off, after the amount it applies to changed. */
export async function setOrderVoucherAmount(
  on: Conn,
  v: { userVoucherId: number; orderId: number; amount: number },
): Promise<void> {
  await runner(on)(
    'voucher_order_amount',
    `update user_vouchers set applied_amount = $3::int where user_voucher_id = $1::int and order_id = $2::int`,
    [v.userVoucherId, v.orderId, v.amount],
  );
}
