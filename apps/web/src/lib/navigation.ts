/**
 * Full-page navigation: leaves the single-page app and loads `path` from the server, so every
 * piece of in-memory state (queries, contexts) starts fresh. Used after logout (docs/product.md §2).
 */
export function reloadTo(path: string): void {
  window.location.assign(path);
}
