/**
 * Shapes several contracts repeat, for the contracts' own files (index.ts does not export this
 * file: the package's public names stay the schemas built from them).
 */
import { z } from 'zod';
import { Paged, singleLineText } from './common.schemas';

/** A list's `search`: one line, trimmed, at most 100 characters, optional. */
export const optionalSearch = () =>
  singleLineText(z.string().trim().max(100, 'search must be 100 characters or less')).optional();

/** A paged list answer: its message, then the page under `data` and the paging figures (docs/product.md §3). */
export function pagedResponse<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), ...Paged(item).shape });
}

/** An answer of a message and its `data`. */
export function withMessage<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

/**
 * An account as lists show it: its id, names, and whether it is verified (false until a password
 * is chosen through the mailed link).
 */
export const accountFields = {
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  is_verified: z.boolean(),
};
