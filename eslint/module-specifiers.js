/**
 * What the local rules share about module specifiers: every place a file names another module
 * (import and export-from declarations, dynamic `import()`, `require()`, TypeScript's import types
 * and `import x = require()`, and the module paths of `vi.mock` and its kin), and how a specifier
 * resolves against the importing file (relative paths, absolute paths and app aliases like `@/`).
 */
import path from 'node:path';

const VI_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);

export const toPosix = (file) => file.split(path.sep).join('/');

/** The absolute POSIX path of the file a rule is linting. */
export const lintedFile = (context) => toPosix(path.resolve(context.cwd ?? process.cwd(), context.filename));

/** `*.test.ts(x)` and `*.spec.ts(x)`. */
export const isTestFile = (file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file);

/**
 * The absolute path a specifier names, or null for a package. `aliases` maps specifier prefixes
 * to folders of the app root, e.g. [['@/', 'src/']].
 */
export function resolveSpecifier(file, specifier, appRoot, aliases = []) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    return path.posix.resolve(path.posix.dirname(file), specifier);
  }
  if (specifier.startsWith('/')) return path.posix.normalize(specifier);
  for (const [prefix, folder] of aliases) {
    if (specifier.startsWith(prefix)) return path.posix.join(appRoot, folder, specifier.slice(prefix.length));
  }
  return null;
}

/**
 * Visitors that call `check(literal, declaration)` with the string literal of every module a file
 * names; `declaration` is the import or export declaration when there is one (for its specifiers).
 */
export function moduleSpecifierVisitors(check) {
  const literal = (node, declaration = null) => {
    if (node && node.type === 'Literal' && typeof node.value === 'string') check(node, declaration);
  };
  return {
    ImportDeclaration: (node) => literal(node.source, node),
    ExportNamedDeclaration: (node) => literal(node.source, node),
    ExportAllDeclaration: (node) => literal(node.source, node),
    ImportExpression: (node) => literal(node.source),
    TSImportEqualsDeclaration: (node) => literal(node.moduleReference?.expression),
    TSImportType: (node) => literal(node.argument?.literal ?? node.argument),
    CallExpression(node) {
      const { callee } = node;
      const isRequire = callee.type === 'Identifier' && callee.name === 'require';
      const isVi =
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'vi' &&
        callee.property.type === 'Identifier' &&
        VI_MODULE_CALLS.has(callee.property.name);
      if (isRequire || isVi) literal(node.arguments[0]);
    },
  };
}

/** A rule's options: one object of these properties and no others. */
export const optionsSchema = (properties) => [{ type: 'object', properties, additionalProperties: false }];

/** The `aliases` option: specifier prefixes that stand for a folder of the app, e.g. {"@/": "src/"}. */
export const ALIASES_OPTION = { type: 'object', additionalProperties: { type: 'string' } };

/** An option that lists strings. */
export const STRINGS_OPTION = { type: 'array', items: { type: 'string' } };
