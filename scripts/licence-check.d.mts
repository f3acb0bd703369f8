export type InstalledPackage = { path: string; version: string; licence: string };
/** 'gpl' when every alternative of the licence expression needs a GPL or AGPL, 'lgpl' when an LGPL, else null. */
export function copyleftOf(licence: string): 'gpl' | 'lgpl' | null;
/** Whether the package's licence is refused in production (GPL, AGPL, or an LGPL not accepted). */
export function isRefused(pkg: { path: string; licence: string }): boolean;
/** Every production package of the installed tree (package-lock.json entries not marked dev). */
export function productionPackages(root: string): InstalledPackage[];
/** The production packages whose licence is refused. */
export function refusedPackages(root: string): InstalledPackage[];
