type FileSize = { file: string; raw: number; gzip: number; brotli: number };
type Totals = { files: FileSize[]; raw: number; gzip: number; brotli: number };
export type FirstLoad = { js: Totals; css: Totals };
export const FIRST_LOAD_BUDGET_KB: { js: number; css: number };
export const FIRST_LOAD_TARGET_KB: { js: number; css: number };
/** The storefront's first load (entry chunk, its static imports, their CSS) of a built web app. */
export function measureFirstLoad(distDir?: string): FirstLoad;
/** Over-budget messages; empty when the first load fits. */
export function budgetProblems(load: FirstLoad, budget?: { js: number; css: number }): string[];
