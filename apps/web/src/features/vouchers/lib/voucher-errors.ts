import { errorMessage } from '@/lib/api-client';

/**
 * docs/product.md §8's voucher texts are fixed: they head what the super admin reads, and a reason the server
 * gave (a code taken, an unknown e-mail) follows them, so they know what to change.
 */
export function voucherFailure(error: unknown, fixed: string): string {
  const reason = errorMessage(error, fixed);
  return reason === fixed ? fixed : `${fixed}: ${reason}`;
}
