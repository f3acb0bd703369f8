/**
 * The shopper's vouchers (docs/product.md §3): every copy held, with what became of it. The unused
 * copies of a voucher the shop withdrew are left out (the cart no longer accepts them); used ones
 * stay, as the orders they went into do. The SQL is in vouchers.shopper.sql.ts.
 */
import type { UserVoucher } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { selectUserVouchers } from './vouchers.shopper.sql';

/** Every voucher the shopper holds, available ones first, the soonest to expire first. */
export function listUserVouchers(db: Db, userId: number): Promise<UserVoucher[]> {
  return selectUserVouchers(db, userId);
}
