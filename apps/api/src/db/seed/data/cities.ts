/**
 * Indonesian cities with coordinates, shipped as generated data (cities.data.ts, made by
 * scripts/generate-city-data.mjs; docs/architecture.md §2 "city data"). Pure: no database code; the
 * seed inserts what this returns.
 */
import { CITY_DATA_SOURCE, CITY_ROWS } from './cities.data';

/** One city row: name and province as the data spells them, coordinates in degrees. */
export interface City {
  name: string;
  province: string;
  latitude: number;
  longitude: number;
}

/** Shown wherever the city list is credited (about page, README, seed log). */
export const CITY_DATA_ATTRIBUTION =
  `City names and coordinates: the ${CITY_DATA_SOURCE.database} by dr5hn and contributors ` +
  `(${CITY_DATA_SOURCE.databaseUrl}), licensed ${CITY_DATA_SOURCE.databaseLicence}; the Indonesian cities ` +
  `as packaged in ${CITY_DATA_SOURCE.package} ${CITY_DATA_SOURCE.packageVersion} (${CITY_DATA_SOURCE.packageUrl}), ` +
  `extracted into this repository under the same ${CITY_DATA_SOURCE.databaseLicence}.`;

/** The key under which a city is unique (the cities table is unique on name + province). */
export function cityKey(name: string, province: string): string {
  return `${name}\u0000${province}`;
}

/**
 * Every Indonesian city with usable coordinates, sorted by name (then province), no two with the
 * same name and province. Names are not unique on their own (e.g. 'Depok' is in Jawa Barat and in
 * DI Yogyakarta), so look cities up by name and province.
 */
export function loadIndonesianCities(): City[] {
  return CITY_ROWS.map(([name, province, latitude, longitude]) => ({ name, province, latitude, longitude }));
}

/** The city of that name (and province, when given); undefined when absent or ambiguous. */
export function findCity(cities: readonly City[], name: string, province?: string): City | undefined {
  const matches = cities.filter(
    (c) => c.name === name && (province === undefined || c.province === province),
  );
  return matches.length === 1 ? matches[0] : undefined;
}
