/**
 * What the demo data's tests share: the Twemoji folder, distances, the stores by id and the cities.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { expect } from 'vitest';
import { DEMO_STORES, loadIndonesianCities, type City } from './index';

const require = createRequire(import.meta.url);
export const TWEMOJI_DIR = dirname(require.resolve('@twemoji/svg/package.json'));

/** Great-circle distance in km. */
export function haversineKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function closestStore(point: { latitude: number; longitude: number }) {
  const ranked = DEMO_STORES.map((store) => ({ store, km: haversineKm(point, store) })).sort(
    (a, b) => a.km - b.km,
  );
  return ranked[0]!;
}

export function storeById(id: number) {
  const store = DEMO_STORES.find((s) => s.id === id);
  if (!store) throw new Error(`no store ${id}`);
  return store;
}

export function expectUnique(values: readonly string[]) {
  const seen = new Set<string>();
  const dupes = values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
  expect(dupes).toEqual([]);
}

export const cities: City[] = loadIndonesianCities();
