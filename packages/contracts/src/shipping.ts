/**
 * Shipping methods and their prices: priced by the distance from the store to the
 * address in tiers, whole rupiah. The API charges these; the web shows the same figures.
 */
import { SHIPPING_METHODS, STORE_SEARCH_RADIUS_KM, type ShippingMethod } from './constants';

export interface ShippingTier {
  /** Up to this distance (km, inclusive). */
  upToKm: number;
  price: number;
}

export interface ShippingMethodInfo {
  method: ShippingMethod;
  label: string;
  /** When the parcel arrives, in the shopper's words. */
  eta: string;
  /** The farthest address it serves (km). */
  maxKm: number;
  tiers: readonly ShippingTier[];
}

/** Tiers from `[upToKm, price]` pairs, nearest first. */
const tiers = (...rows: [upToKm: number, price: number][]): ShippingTier[] =>
  rows.map(([upToKm, price]) => ({ upToKm, price }));

/**
 * REGULAR: a courier round, within 1-2 days, anywhere the shop delivers (50 km).
 * EXPRESS: next day, the same reach, half as dear again.
 * SAME_DAY: an instant courier (motorbike) within 3 hours, only within 15 km.
 */
export const SHIPPING_OPTIONS: Readonly<Record<ShippingMethod, ShippingMethodInfo>> = {
  REGULAR: {
    method: 'REGULAR',
    label: 'Regular',
    eta: '1-2 days',
    maxKm: STORE_SEARCH_RADIUS_KM,
    tiers: tiers([5, 9000], [15, 15000], [30, 22000], [50, 30000]),
  },
  EXPRESS: {
    method: 'EXPRESS',
    label: 'Express',
    eta: 'Next day',
    maxKm: STORE_SEARCH_RADIUS_KM,
    tiers: tiers([5, 14000], [15, 22000], [30, 33000], [50, 45000]),
  },
  SAME_DAY: {
    method: 'SAME_DAY',
    label: 'Instant',
    eta: 'Within 3 hours',
    maxKm: 15,
    tiers: tiers([5, 20000], [10, 28000], [15, 36000]),
  },
};

/** The price of `method` over `km`, or null when the method does not reach that far. */
export function shippingPrice(method: ShippingMethod, km: number): number | null {
  const tier = SHIPPING_OPTIONS[method].tiers.find((t) => km <= t.upToKm);
  return tier ? tier.price : null;
}

/** Every method with its price over `km` (null: out of its reach), in the order of SHIPPING_METHODS. */
export function shippingQuotes(km: number): { method: ShippingMethod; price: number | null }[] {
  return SHIPPING_METHODS.map((method) => ({ method, price: shippingPrice(method, km) }));
}
