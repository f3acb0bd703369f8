/**
 * Small helpers the features share around their SQL: a LIKE pattern for a search text, a json
 * column's value, and the PostgreSQL error a unique index raises (a name or code taken is a 409,
 * never a 500).
 */

/** A LIKE pattern that finds `text` anywhere, its own % and _ (and \) taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A json column as a driver may hand it: already parsed, or still its text. */
export type Json<T> = T | string;

/** The value of a json column, whichever of the two forms the driver handed. */
export const json = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const UNIQUE_VIOLATION = '23505';

/** Whether `error` (or the driver error Drizzle wraps in it) is a unique index refusing a row. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return code(error) === UNIQUE_VIOLATION || code((error as { cause?: unknown })?.cause) === UNIQUE_VIOLATION;
}
