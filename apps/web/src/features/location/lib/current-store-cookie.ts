import { COOKIES } from '@lumbung/contracts';
import { getCookie, setCookie } from '@/lib/cookies';

/** Remembers the store the shopper was matched to (docs/product.md §3, §4: the `current_store_id` cookie). */
export function saveCurrentStoreId(storeId: number): void {
  setCookie(COOKIES.currentStoreId.name, String(storeId));
}

/** The store id saved by the last lookup, or null. */
export function readCurrentStoreId(): number | null {
  const value = Number(getCookie(COOKIES.currentStoreId.name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
