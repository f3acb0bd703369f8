import { useSyncExternalStore } from 'react';
import { AssignedStoreResponse, COOKIES } from '@lumbung/contracts';
import { currentLocale, t } from '@/i18n';
import { ApiError, apiFetch } from './api-client';
import { getCookie, removeCookie, setCookie } from './cookies';

/**
 * The store admin's assigned store id lives in a cookie scoped to /admin-store for 7 days
 * (docs/product.md §3, §9), so only the store back-office sees it. Logout clears it with the session.
 * The call that finds the store is here too: login (auth) and the store dashboard (stores) both
 * make it, and features do not import each other.
 */

/**
 * GET /api/store-admin/assigned-store/{userId}: the one store a store admin runs. A refusal because
 * the account is not verified says so; any other failure reads 'Store not found for your account.'
 * (a fixed text in docs/product.md §8).
 */
export async function getAssignedStore(userId: number): Promise<AssignedStoreResponse> {
  try {
    return await apiFetch(`/api/store-admin/assigned-store/${userId}`, { schema: AssignedStoreResponse });
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    const body = error instanceof ApiError ? error.body : undefined;
    const unverified = error instanceof ApiError && error.code === 'ACCOUNT_NOT_VERIFIED';
    const message = unverified ? t('shop.store.adminNotVerified') : t('shop.store.notFound');
    throw new ApiError(message, status, body, { cause: error });
  }
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveAssignedStoreId(storeId: number): void {
  setCookie(COOKIES.assignedStoreId.name, String(storeId), {
    path: COOKIES.assignedStoreId.path,
    maxAgeDays: COOKIES.assignedStoreId.maxAgeDays,
  });
  notify();
}

/** Drops the stored store id (another account logs in, or the admin has no store any more). */
export function forgetAssignedStoreId(): void {
  removeCookie(COOKIES.assignedStoreId.name, COOKIES.assignedStoreId.path);
  notify();
}

/**
 * The stored store id, or null when the cookie is missing or does not hold a store id. The cookie
 * is only visible on pages under /admin-store.
 */
export function getAssignedStoreId(): number | null {
  const value = getCookie(COOKIES.assignedStoreId.name);
  if (!value || !/^\d+$/.test(value)) return null;
  const storeId = Number(value);
  return Number.isSafeInteger(storeId) && storeId > 0 ? storeId : null;
}

export type AssignedStoreId =
  | { storeId: number; error: null }
  /** docs/product.md §5: store-scoped screens fail with 'Store ID is missing in cookies.' */
  | { storeId: null; error: string };

/** The answer without a store, one object per language (a snapshot must keep its identity). */
const missing = new Map<string, AssignedStoreId>();
function missingStore(): AssignedStoreId {
  const locale = currentLocale();
  let answer = missing.get(locale);
  if (!answer) {
    answer = { storeId: null, error: t('shop.store.idMissing') };
    missing.set(locale, answer);
  }
  return answer;
}
const cache = new Map<number, AssignedStoreId>();

function readAssignedStoreId(): AssignedStoreId {
  const storeId = getAssignedStoreId();
  if (storeId === null) return missingStore();
  let found = cache.get(storeId);
  if (!found) {
    found = { storeId, error: null };
    cache.set(storeId, found);
  }
  return found;
}

/** What every store-scoped screen starts from: the assigned store id, or the missing-cookie error. */
export function useAssignedStoreId(): AssignedStoreId {
  return useSyncExternalStore(subscribe, readAssignedStoreId, missingStore);
}
