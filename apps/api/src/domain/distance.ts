/**
 * Distances on the Earth's surface (docs/product.md §5: stores within 50 km), by the haversine formula on the
 * stored coordinates. The TypeScript and SQL forms give the same figure.
 */

/** Mean Earth radius (km) of the haversine distance. */
export const EARTH_RADIUS_KM = 6371;

/** SQL: the haversine distance in km between two points given as SQL expressions (float8 degrees). */
export const HAVERSINE_KM_SQL = (lat1: string, lon1: string, lat2: string, lon2: string) =>
  `(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
     power(sin(radians((${lat2}) - (${lat1})) / 2), 2)
     + cos(radians(${lat1})) * cos(radians(${lat2}))
       * power(sin(radians((${lon2}) - (${lon1})) / 2), 2)))))`;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The haversine distance in km between two points (degrees). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
