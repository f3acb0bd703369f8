/** Builds the web app (unless `web: false`) and the API when their build is older than their sources. */
export function buildIfStale(options?: { web?: boolean }): void;
