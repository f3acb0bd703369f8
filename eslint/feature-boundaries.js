/**
 * lumbung/feature-boundaries: a file in `<app>/src/features/A/` never reaches into another feature
 * `<app>/src/features/B/` (nor the features list `features/index.ts`). Every module specifier is
 * resolved against the importing file, so `../catalogue/x`, `../../features/catalogue` and the web's
 * `@/features/catalogue` are all caught. Checked: import and export-from declarations, dynamic
 * `import()`, `require()` and the module paths of `vi.mock`/`vi.doMock`/`vi.importActual`/
 * `vi.importMock`. Files outside a feature (app/, features/index.ts, platform/, domain/...) may
 * import any feature.
 */
import {
  ALIASES_OPTION,
  lintedFile,
  moduleSpecifierVisitors,
  optionsSchema,
  resolveSpecifier,
} from './module-specifiers.js';

const FEATURES = '/src/features/';

/** `<app root>` and the feature folder of a file in `<app root>/src/features/<feature>/...`. */
export function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at < 0) return null;
  const rest = file.slice(at + FEATURES.length);
  const slash = rest.indexOf('/');
  // features/index.ts and the like sit beside the feature folders, in none of them.
  if (slash <= 0) return { appRoot: file.slice(0, at), name: null };
  return { appRoot: file.slice(0, at), name: rest.slice(0, slash) };
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other (docs/architecture.md §1).' },
    schema: optionsSchema({ aliases: ALIASES_OPTION }),
    messages: {
      sibling:
        "Feature '{{from}}' imports '{{specifier}}' from feature '{{to}}': features do not import each other. Compose them in app/ (web) or features/index.ts (api), or move the shared code to domain/, db/, platform/, lib/, components/, test/ or @lumbung/contracts.",
    },
  },
  create(context) {
    const file = lintedFile(context);
    const own = featureOf(file);
    if (!own || own.name === null) return {};
    const aliases = Object.entries(context.options[0]?.aliases ?? {});

    return moduleSpecifierVisitors((node) => {
      const target = resolveSpecifier(file, node.value, own.appRoot, aliases);
      if (target === null) return;
      const reached = featureOf(`${target}/`);
      if (!reached) return;
      // Only features of the same app count here; the web-never-imports-the-api rule covers the rest.
      if (reached.appRoot !== own.appRoot || reached.name === own.name) return;
      context.report({
        node,
        messageId: 'sibling',
        data: { from: own.name, to: reached.name ?? 'index', specifier: node.value },
      });
    });
  },
};
