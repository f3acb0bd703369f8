// Fails when a package the application ships or runs with (the production dependency tree: every
// package of package-lock.json not marked dev, as `npm ls --omit=dev` lists them) is under a GPL or
// AGPL licence: LUMBUNG is MIT and is deployed as one program with its dependencies. LGPL is
// accepted only for the packages of LGPL_ACCEPTED (a library loaded at run time, which the LGPL
// lets an MIT program use); any other LGPL package fails too. A licence expression with a
// non-GPL alternative (`MIT OR GPL-3.0`) passes.
//
//   node scripts/licence-check.mjs      (also run by `npm run lint`)
//
// The licence is read from each installed package's package.json, else from the lock file (an
// optional package for another platform is not installed).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const GPL = /\b(A)?GPL\b/i;
const LGPL = /\bLGPL\b/i;

/**
 * The LGPL packages accepted: sharp's prebuilt libvips (one package per platform), a shared library
 * sharp loads at run time and that can be swapped for another build of libvips, as the LGPL requires.
 */
const LGPL_ACCEPTED = /(^|\/)node_modules\/@img\/sharp-/;

/** 'gpl' when every alternative of the SPDX-like expression needs a GPL or AGPL, 'lgpl' when an LGPL, else null. */
export function copyleftOf(licence) {
  const alternatives = licence.replace(/[()]/g, ' ').split(/\s+OR\s+/i);
  if (alternatives.every((alternative) => GPL.test(alternative))) return 'gpl';
  if (alternatives.every((alternative) => GPL.test(alternative) || LGPL.test(alternative))) return 'lgpl';
  return null;
}

/** Whether the package's licence is refused (see the header). */
export function isRefused({ path, licence }) {
  const copyleft = copyleftOf(licence);
  return copyleft === 'gpl' || (copyleft === 'lgpl' && !LGPL_ACCEPTED.test(path));
}

function licenceOf(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string') return license;
  if (license && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses)) return licenses.map((l) => l.type ?? l).join(' OR ');
  return 'UNKNOWN';
}

/** Every production package of the installed tree: its path in node_modules, version and licence. */
export function productionPackages(root) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const packages = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    // '' is the root, paths without node_modules are our workspaces, links point at them.
    if (!path.includes('node_modules/') || entry.link || entry.dev) continue;
    const manifestPath = join(root, path, 'package.json');
    const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : entry;
    packages.push({ path, version: manifest.version ?? entry.version, licence: licenceOf(manifest) });
  }
  return packages;
}

/** The production packages whose licence is refused (none is the only acceptable answer). */
export function refusedPackages(root) {
  return productionPackages(root).filter(isRefused);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('..', import.meta.url).pathname;
  const packages = productionPackages(root);
  const counts = new Map();
  for (const p of packages) counts.set(p.licence, (counts.get(p.licence) ?? 0) + 1);
  const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([licence, n]) => `${licence} ${n}`);
  console.log(`${packages.length} production packages: ${summary.join(', ')}`);
  const lgpl = packages.filter((p) => copyleftOf(p.licence) === 'lgpl' && !isRefused(p));
  if (lgpl.length > 0)
    console.log(`LGPL accepted (a library loaded at run time): ${lgpl.map((p) => p.path).join(', ')}`);
  const refused = packages.filter(isRefused);
  for (const p of refused)
    console.error(`Refused licence in production: ${p.path}@${p.version} (${p.licence})`);
  if (refused.length > 0) process.exit(1);
  console.log(
    'No GPL or AGPL package, and no LGPL one besides the accepted, in the production dependency tree.',
  );
}
