import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** A Mantine hook module the build replaces (its path inside @mantine/hooks) and the export replacing it. */
export interface ReplacedHook {
  file: string;
  exports: string;
}

export const REPLACED_HOOKS: readonly ReplacedHook[] = [
  { file: 'esm/use-id/use-id.mjs', exports: 'useId' },
  { file: 'esm/use-media-query/use-media-query.mjs', exports: 'useMediaQuery' },
];

const HOOKS_PACKAGE = '@mantine/hooks';

/** The folder of the @mantine/hooks that a module under `fromDir` imports. */
function hooksPackageDir(fromDir: string): string {
  let dir = dirname(createRequire(join(fromDir, 'package.json')).resolve(HOOKS_PACKAGE));
  while (dirname(dir) !== dir) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === HOOKS_PACKAGE
    )
      return dir;
    dir = dirname(dir);
  }
  throw new Error(`${HOOKS_PACKAGE} has no package.json above its entry point (from ${fromDir})`);
}

/** Where a replaced module is in the @mantine/hooks installed for the app at `appRoot`. */
export function installedHookFile(hook: ReplacedHook, appRoot: string): string {
  return join(hooksPackageDir(appRoot), hook.file);
}

/** Matches the module's id wherever the package is installed, with either path separator. */
function modulePattern(hook: ReplacedHook): RegExp {
  const parts = ['@mantine', 'hooks', ...hook.file.split('/')].map((part) =>
    part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(`${parts.join('[\\\\/]')}$`);
}

/**
 * Gives Mantine's components (and ours) the client-only useId and useMediaQuery of
 * src/lib/client-hooks.ts in place of Mantine's own, which render every component using them
 * twice on mount (why: that file). Mantine's modules import each other by relative path, so the
 * module itself is replaced, wherever it is imported from. Only the build needs it: tests import
 * the packages as Node does, and render the same either way.
 *
 * The replacement is by file path inside @mantine/hooks, which Mantine may move in any release:
 * a build fails when a listed file is not in the installed package, or was never loaded (the
 * swap would silently do nothing).
 */
export function clientHooks(replacement: string, replaced: readonly ReplacedHook[] = REPLACED_HOOKS): Plugin {
  const patterns = replaced.map((hook) => ({ hook, module: modulePattern(hook) }));
  const loaded = new Set<ReplacedHook>();
  let root = process.cwd();
  let building = false;
  return {
    name: 'lumbung:client-hooks',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    buildStart() {
      loaded.clear();
      if (!building) return;
      const missing = replaced.filter((hook) => !existsSync(installedHookFile(hook, root)));
      if (missing.length > 0) {
        throw new Error(
          `lumbung:client-hooks: ${missing.map((hook) => `${HOOKS_PACKAGE}/${hook.file}`).join(', ')} ` +
            `not found: Mantine moved its hooks; update REPLACED_HOOKS in apps/web/client-hooks-plugin.ts`,
        );
      }
    },
    load(id) {
      const path = id.split('?')[0]!;
      const match = patterns.find(({ module }) => module.test(path));
      if (!match) return null;
      loaded.add(match.hook);
      return `export { ${match.hook.exports} } from ${JSON.stringify(replacement)};\n`;
    },
    buildEnd(error) {
      if (!building || error) return;
      const unused = replaced.filter((hook) => !loaded.has(hook));
      if (unused.length > 0) {
        throw new Error(
          `lumbung:client-hooks: ${unused.map((hook) => `${HOOKS_PACKAGE}/${hook.file}`).join(', ')} ` +
            `never loaded: the swap matched nothing; check how Mantine imports its hooks`,
        );
      }
    },
  };
}
