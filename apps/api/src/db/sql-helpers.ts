/**
 * Small helpers the features share around their SQL: a LIKE pattern for a search text, and the
 * PostgreSQL error a unique index raises (a name or code taken is a 409, never a 500).
 */

/** A LIKE pattern that finds `text` anywhere, its own % and _ (and \) taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UNIQUE_VIOLATION = '23505';

/** Whether `error` (or the driver error Drizzle wraps in it) is a unique index refusing a row. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? e.code : undefined);
  return code(error) === UNIQUE_VIOLATION || code((error as { cause?: unknown })?.cause) === UNIQUE_VIOLATION;
}
