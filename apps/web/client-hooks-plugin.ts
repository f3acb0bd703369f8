import type { Plugin } from 'vite';

/** The Mantine hook modules the build replaces, and the exports that replace them. */
const REPLACED: { module: RegExp; exports: string }[] = [
  { module: /@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/, exports: 'useId' },
  {
    module: /@mantine[\\/]hooks[\\/]esm[\\/]use-media-query[\\/]use-media-query\.mjs$/,
    exports: 'useMediaQuery',
  },
];

/**
 * Gives Mantine's components (and ours) the client-only useId and useMediaQuery of
 * src/lib/client-hooks.ts in place of Mantine's own, which render every component using them
 * twice on mount (why: that file). Mantine's modules import each other by relative path, so the
 * module itself is replaced, wherever it is imported from. Only the build needs it: tests import
 * the packages as Node does, and render the same either way.
 */
export function clientHooks(replacement: string): Plugin {
  return {
    name: 'lumbung:client-hooks',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0]!;
      const replaced = REPLACED.find(({ module }) => module.test(path));
      return replaced ? `export { ${replaced.exports} } from ${JSON.stringify(replacement)};\n` : null;
    },
  };
}
