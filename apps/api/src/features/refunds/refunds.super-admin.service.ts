/** Every store's refunds for the super admin (docs/decisions/0042), by status and store. */
import type { Paged, RefundCounts, RefundStatus, StoreRefund } from '@lumbung/contracts';
import type { Db } from '../../db/client';
import { refundPage } from './refunds.queue.sql';

/** GET /api/refunds/all?status&storeId: every refund, or one status's, of every store or one. */
export function allRefunds(
  db: Db,
  q: { page: number; pageSize: number; status?: RefundStatus | undefined; storeId?: number | undefined },
): Promise<Paged<StoreRefund> & { counts: RefundCounts }> {
  return refundPage(db, q);
}
