import { PRELOADED_ANSWERS_ID } from '@lumbung/contracts';

/**
 * The answers the API sent inside the page: a storefront page arrives with the JSON of
 * its first GET calls (`<script type="application/json" id="preloaded-answers">`, written by the
 * API's platform/page-preload.ts), keyed by `apiReadKey`. apiFetch takes an answer from here
 * instead of the network, once: a second call of the same read goes to the network, and so does
 * every call once the answers are older than ANSWERS_KEEP_MS (a tab left open shows fresh data).
 */

/** How long after the page loaded its answers are still taken. */
export const ANSWERS_KEEP_MS = 30_000;

let answers: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const block = typeof document === 'undefined' ? null : document.getElementById(PRELOADED_ANSWERS_ID);
  if (!block?.textContent) return found;
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed)) found.set(key, value);
    }
  } catch {
    // A block that does not parse is no block: the calls go to the network.
  }
  block.remove();
  return found;
}

/**
 * The page's answer of a GET read (by its `apiReadKey`), taken out so it is used once; undefined
 * when the page brought none or it is too old.
 */
export function takePreloadedAnswer(key: string, now: number = performance.now()): unknown {
  answers ??= load();
  if (answers.size === 0) return undefined;
  if (now > ANSWERS_KEEP_MS) {
    answers.clear();
    return undefined;
  }
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/** Forgets what was read, so a test can put another block in the document. */
export function resetPreloadedAnswers(): void {
  answers = null;
}
