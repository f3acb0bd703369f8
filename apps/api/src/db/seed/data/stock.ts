/**
 * Opening stock per store and product: deterministic (a seeded hash, never Math.random), so every
 * seeded database and every test sees the same numbers, and each store's shelves differ.
 */

export const MAX_INITIAL_STOCK = 150;
/** About this share of inventories start out of stock, so the storefront can show it. */
export const OUT_OF_STOCK_PERCENT = 6;
const SEED = 'lumbung-stock-v1';

/** FNV-1a (32 bit) over the UTF-16 code units, then murmur3's finaliser to spread the bits. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Opening stock, 0 to 150 (0 for about 6% of store-product pairs), the same on every call. */
export function initialStock(storeId: number, sku: string): number {
  if (!Number.isSafeInteger(storeId)) throw new RangeError(`storeId must be an integer, got ${storeId}`);
  const h = hash32(`${SEED}:${storeId}:${sku}`);
  if (h % 100 < OUT_OF_STOCK_PERCENT) return 0;
  return 1 + (Math.floor(h / 100) % MAX_INITIAL_STOCK);
}
