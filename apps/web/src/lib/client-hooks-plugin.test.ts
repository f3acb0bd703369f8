import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientHooks, installedHookFile, REPLACED_HOOKS, type ReplacedHook } from '../../client-hooks-plugin';

/** apps/web, whose installed @mantine/hooks the build reads. */
const WEB_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REPLACEMENT = '/app/src/lib/client-hooks.ts';

/** The plugin's hooks as a build calls them, on a build of apps/web. */
function building(replaced?: readonly ReplacedHook[]) {
  const plugin: Plugin = clientHooks(REPLACEMENT, replaced);
  const call = (hook: unknown, ...args: unknown[]) => (hook as (...a: unknown[]) => unknown)(...args);
  call(plugin.configResolved, { root: WEB_ROOT, command: 'build' } as ResolvedConfig);
  return {
    buildStart: () => call(plugin.buildStart),
    load: (id: string) => call(plugin.load, id) as string | null,
    buildEnd: () => call(plugin.buildEnd),
  };
}

describe('the client-hooks build plugin against the installed Mantine', () => {
  it.each(REPLACED_HOOKS)(
    'finds @mantine/hooks/$file and puts $exports of client-hooks.ts in its place',
    (hook) => {
      const file = installedHookFile(hook, WEB_ROOT);
      expect(existsSync(file)).toBe(true);
      expect(building().load(file)).toBe(`export { ${hook.exports} } from "${REPLACEMENT}";\n`);
    },
  );

  it('lets a build through when every listed module exists and was loaded', () => {
    const build = building();
    build.buildStart();
    for (const hook of REPLACED_HOOKS) build.load(installedHookFile(hook, WEB_ROOT));
    expect(() => build.buildEnd()).not.toThrow();
  });

  it('fails the build when a listed module is not in the installed package', () => {
    const build = building([{ file: 'esm/use-gone/use-gone.mjs', exports: 'useGone' }]);
    expect(() => build.buildStart()).toThrow(/@mantine\/hooks\/esm\/use-gone\/use-gone\.mjs not found/);
  });

  it('fails the build when a listed module exists but nothing loaded it', () => {
    const build = building();
    build.buildStart();
    build.load(installedHookFile(REPLACED_HOOKS[0]!, WEB_ROOT));
    expect(() => build.buildEnd()).toThrow(/use-media-query\.mjs never loaded/);
  });
});
