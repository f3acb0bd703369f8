/**
 * lumbung/feature-boundaries: a file in `<app>/src/features/A/` never reaches into another feature
 * `<app>/src/features/B/` (nor the features list `features/index.ts`). Every module specifier is
 * resolved against the importing file, so `../catalogue/x`, `../../features/catalogue` and the web's
 * `@/features/catalogue` are all caught. Checked: import and export-from declarations, dynamic
 * `import()`, `require()` and the module paths of `vi.mock`/`vi.doMock`/`vi.importActual`/
 * `vi.importMock`. Files outside a feature (app/, features/index.ts, platform/, domain/...) may
 * import any feature.
 */
import path from 'node:path';

const FEATURES = '/src/features/';
const VI_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);

/** `<app root>` and the feature folder of a file in `<app root>/src/features/<feature>/...`. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at < 0) return null;
  const rest = file.slice(at + FEATURES.length);
  const slash = rest.indexOf('/');
  // features/index.ts and the like sit beside the feature folders, in none of them.
  if (slash <= 0) return { appRoot: file.slice(0, at), name: null };
  return { appRoot: file.slice(0, at), name: rest.slice(0, slash) };
}

const toPosix = (file) => file.split(path.sep).join('/');

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other (docs/architecture.md §1).' },
    schema: [
      {
        type: 'object',
        properties: {
          /** Specifier prefixes that stand for a folder of the importing file's app, e.g. {"@/": "src/"}. */
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      sibling:
        "Feature '{{from}}' imports '{{specifier}}' from feature '{{to}}': features do not import each other. Compose them in app/ (web) or features/index.ts (api), or move the shared code to domain/, db/, platform/, lib/, components/, test/ or @lumbung/contracts.",
    },
  },
  create(context) {
    const file = toPosix(path.resolve(context.cwd ?? process.cwd(), context.filename));
    const own = featureOf(file);
    if (!own || own.name === null) return {};
    const aliases = Object.entries(context.options[0]?.aliases ?? {});

    /** The absolute path a specifier names, or null for a package. */
    function resolve(specifier) {
      if (
        specifier.startsWith('./') ||
        specifier.startsWith('../') ||
        specifier === '.' ||
        specifier === '..'
      ) {
        return path.posix.resolve(path.posix.dirname(file), specifier);
      }
      if (specifier.startsWith('/')) return path.posix.normalize(specifier);
      for (const [prefix, folder] of aliases) {
        if (specifier.startsWith(prefix)) {
          return path.posix.join(own.appRoot, folder, specifier.slice(prefix.length));
        }
      }
      return null;
    }

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = resolve(node.value);
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
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference?.expression),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      CallExpression(node) {
        const { callee } = node;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isVi =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          VI_MODULE_CALLS.has(callee.property.name);
        if (isRequire || isVi) check(node.arguments[0]);
      },
    };
  },
};

export default { meta: { name: 'lumbung' }, rules: { 'feature-boundaries': featureBoundaries } };
