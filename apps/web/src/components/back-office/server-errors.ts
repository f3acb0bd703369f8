import { ErrorBody } from '@lumbung/contracts';
import { ApiError } from '@/lib/api-client';

/** The field errors of a refused request: `errors: [{path, message}]` (docs/architecture.md §4). */
export function serverFieldErrors(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  const body = ErrorBody.safeParse(error.body);
  return body.success ? (body.data.errors ?? []) : [];
}

/**
 * The server's field errors keyed by the form's field names: a path such as `body.value` or
 * `body.inventories.1.stockChange` is matched by its end ('value', 'inventories.1.stockChange'),
 * the first error of a field wins. Errors whose field the form does not have are left out: the
 * form shows the answer's message above itself for those.
 */
export function fieldErrorsFor<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const { path, message } of serverFieldErrors(error)) {
    const parts = path.split('.');
    for (let start = 0; start < parts.length; start += 1) {
      const candidate = parts.slice(start).join('.');
      const field = fields.find((name) => name === candidate);
      if (field !== undefined) {
        found[field] ??= message;
        break;
      }
    }
  }
  return found;
}

/** Whether every field error of the answer landed on a field of the form. */
export function allOnFields(error: unknown, fields: readonly string[]): boolean {
  const errors = serverFieldErrors(error);
  return (
    errors.length > 0 &&
    errors.every(({ path }) => fields.some((field) => path === field || path.endsWith(`.${field}`)))
  );
}
