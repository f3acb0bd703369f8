import type { z } from 'zod';

/**
 * A Mantine form rule from a contract schema, so a form checks a field exactly as the API will and
 * shows the same catalogue text. `emptyMessage` asks for a missing value in plainer words.
 */
export function ruleFrom(schema: z.ZodType, emptyMessage?: string) {
  return (value: unknown): string | null => {
    if (emptyMessage && (value === undefined || value === null || String(value).trim() === '')) {
      return emptyMessage;
    }
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };
}
