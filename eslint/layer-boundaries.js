/**
 * lumbung/layer-boundaries: the web's layers import downwards only (docs/architecture.md §1).
 * `lib/` and `components/` are shared by every feature, so they import no feature and not `app/`;
 * a feature imports no `app/` (the app composes features, not the other way round). Test files
 * follow the same rule: a test that needs the whole app renders it through `src/test/`.
 *
 * Options: `aliases` (specifier prefixes for folders of the app, e.g. {"@/": "src/"}) and `layers`,
 * each `{ from, to }`: folders of the app (e.g. "src/lib") whose files may not import the folders
 * `to`. Every module specifier is resolved against the importing file, as feature-boundaries does.
 */
import {
  ALIASES_OPTION,
  lintedFile,
  moduleSpecifierVisitors,
  optionsSchema,
  resolveSpecifier,
  STRINGS_OPTION,
} from './module-specifiers.js';

const DEFAULT_LAYERS = [
  { from: ['src/lib', 'src/components', 'src/i18n'], to: ['src/features', 'src/app'] },
  { from: ['src/features'], to: ['src/app'] },
];

/** The folder of `folders` (relative to `appRoot`) that holds `file`, or null. */
function folderOf(file, appRoot, folders) {
  return folders.find((folder) => file.startsWith(`${appRoot}/${folder}/`)) ?? null;
}

export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'lib/ and components/ import no feature nor app/; features import no app/.' },
    schema: optionsSchema({
      aliases: ALIASES_OPTION,
      layers: {
        type: 'array',
        items: {
          type: 'object',
          properties: { from: STRINGS_OPTION, to: STRINGS_OPTION },
          required: ['from', 'to'],
          additionalProperties: false,
        },
      },
    }),
    messages: {
      upwards:
        "'{{from}}/' imports '{{specifier}}' from '{{to}}/': {{from}}/ is a layer below {{to}}/ and never imports it. Move what both need down (lib/, components/, test/ or @lumbung/contracts), or pass it in from {{to}}/.",
    },
  },
  create(context) {
    const file = lintedFile(context);
    const at = file.lastIndexOf('/src/');
    if (at < 0) return {};
    const appRoot = file.slice(0, at);
    const options = context.options[0] ?? {};
    const aliases = Object.entries(options.aliases ?? {});
    const layers = (options.layers ?? DEFAULT_LAYERS)
      .map(({ from, to }) => ({ from: folderOf(file, appRoot, from), to }))
      .filter((layer) => layer.from !== null);
    if (layers.length === 0) return {};

    return moduleSpecifierVisitors((node) => {
      const target = resolveSpecifier(file, node.value, appRoot, aliases);
      if (target === null) return;
      for (const layer of layers) {
        const to = folderOf(`${target}/`, appRoot, layer.to);
        if (to === null) continue;
        context.report({ node, messageId: 'upwards', data: { from: layer.from, to, specifier: node.value } });
        return;
      }
    });
  },
};
