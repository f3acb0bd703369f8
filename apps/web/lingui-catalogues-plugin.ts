import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The web's message catalogues: src/i18n/catalogues/<locale>/<namespace>.json. */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/](en|id)[\\/][a-z-]+\.json$/;
const COMPILED = '\0lumbung-catalogue:';
/** Ends the module id, so no plugin of JSON files takes it for one. */
const AS_SCRIPT = '.js';

/**
 * Compiles each catalogue's ICU messages ("{count, plural, one {# item} other {# items}}") into
 * Lingui's compiled form when the catalogue is imported, so the browser carries no message parser:
 * the runtime only fills in values. A message that does not parse fails the build. The catalogue
 * is served under an id of its own, so Vite's JSON plugin leaves it alone. The same plugin serves
 * the build, the dev server and the tests.
 */
export function linguiCatalogues(): Plugin {
  return {
    name: 'lumbung:lingui-catalogues',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json') || source.startsWith(COMPILED)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !CATALOGUE.test(resolved.id)) return null;
      return COMPILED + resolved.id + AS_SCRIPT;
    },
    load(id) {
      if (!id.startsWith(COMPILED)) return null;
      const file = id.slice(COMPILED.length, -AS_SCRIPT.length);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = compileMessageOrThrow(message);
        } catch (error) {
          throw new Error(`${file}: the message "${key}" does not parse: ${String(error)}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
