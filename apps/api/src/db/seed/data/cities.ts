/**
 * Indonesian cities with coordinates, read from the country-state-city package at call time
 * (docs/architecture.md §2 "city data"). Pure: no database code; the seed inserts what this returns.
 */
import { City as CscCity, State as CscState } from 'country-state-city';

/** One city row: name and province as the data package spells them, coordinates in degrees. */
export interface City {
  name: string;
  province: string;
  latitude: number;
  longitude: number;
}

/** Shown wherever the city list is credited (about page, README, seed log). */
export const CITY_DATA_ATTRIBUTION =
  'City names and coordinates: country-state-city 3.2.1 (https://github.com/harpreetkhalsagtbit/country-state-city), ' +
  'licensed GPL-3.0; its data comes from the Countries States Cities Database by dr5hn and contributors ' +
  '(https://github.com/dr5hn/countries-states-cities-database), licensed ODbL-1.0.';

const COUNTRY_CODE = 'ID';

function parseCoordinate(value: string | null | undefined, limit: number): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && Math.abs(parsed) <= limit ? parsed : null;
}

/** The key under which a city is unique (the cities table is unique on name + province). */
export function cityKey(name: string, province: string): string {
  return `${name}\u0000${province}`;
}

/**
 * Every Indonesian city of country-state-city with usable coordinates: numbers parsed, rows without
 * coordinates or with an unknown province dropped, duplicates (same name and province) removed,
 * sorted by name (then province). Names are not unique on their own (e.g. 'Depok' is in Jawa Barat
 * and in DI Yogyakarta), so look cities up by name and province.
 */
export function loadIndonesianCities(): City[] {
  const provinces = new Map<string, string>();
  for (const state of CscState.getStatesOfCountry(COUNTRY_CODE))
    provinces.set(state.isoCode, state.name.trim());

  const byKey = new Map<string, City>();
  for (const row of CscCity.getCitiesOfCountry(COUNTRY_CODE) ?? []) {
    const province = provinces.get(row.stateCode);
    const latitude = parseCoordinate(row.latitude, 90);
    const longitude = parseCoordinate(row.longitude, 180);
    const name = row.name.trim();
    if (!province || latitude === null || longitude === null || name === '') continue;
    const key = cityKey(name, province);
    if (!byKey.has(key)) byKey.set(key, { name, province, latitude, longitude });
  }

  return [...byKey.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.province.localeCompare(b.province, 'en'),
  );
}

/** The city of that name (and province, when given); undefined when absent or ambiguous. */
export function findCity(cities: readonly City[], name: string, province?: string): City | undefined {
  const matches = cities.filter(
    (c) => c.name === name && (province === undefined || c.province === province),
  );
  return matches.length === 1 ? matches[0] : undefined;
}
