import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { MESSAGES } from '../../packages/contracts/src/messages';
import { clientHooks } from './client-hooks-plugin';
import { linguiCatalogues } from './lingui-catalogues-plugin';
import { rasterSvg } from './raster-svg';

/** TypeScript modules of the web app and the contracts (not CSS: importing a stylesheet is its use). */
const OWN_MODULE = /(apps[\\/]web[\\/]src|packages[\\/]contracts[\\/]src)[\\/].*\.tsx?$/;

/** Text files worth compressing, and the size below which compressing saves nothing worth a file. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every emitted text asset, once, at build time (brotli at
 * its best quality, gzip level 9): the server sends them as they are (@fastify/static preCompressed,
 * apps/api/src/platform/static.ts) and compresses nothing per request.
 */
function precompress(): Plugin {
  return {
    name: 'lumbung:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const body = readFileSync(path);
        if (body.length < COMPRESS_MIN_BYTES) continue;
        const params = {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        };
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params }));
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const CONTRACTS = '@lumbung/contracts';
/** What the web's modules get for '@lumbung/contracts': the package, with MESSAGES one text a module. */
const CONTRACTS_FOR_WEB = '\0lumbung:contracts-for-web';
const MESSAGE_TEXTS = '\0lumbung:message-texts';
const ONE_MESSAGE = '\0lumbung:message/';
const WEB_MODULE = /apps[\\/]web[\\/]src[\\/].*\.tsx?$/;

/**
 * Tree-shakes the contracts' MESSAGES, one text at a time. MESSAGES is one object of every text
 * of the app (about 260, 4.8 KB gzipped), and a bundler keeps a whole object once any of its
 * properties is read: the first load carried them all for the 23 it shows. In a build, the web's
 * `import { MESSAGES } from '@lumbung/contracts'` gets the same package with MESSAGES replaced by
 * a namespace of modules of one text each (`MESSAGES.CART_TITLE` reads the same string), so every
 * chunk carries only the texts it reads. The contracts' own modules keep the object; tests and the
 * dev server use the package as it is.
 */
function treeShakenMessages(): Plugin {
  let contracts: string | null = null;
  return {
    name: 'lumbung:tree-shaken-messages',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === MESSAGE_TEXTS || source.startsWith(ONE_MESSAGE)) return source;
      if (source !== CONTRACTS || !importer || !WEB_MODULE.test(importer)) return null;
      contracts ??= (await this.resolve(CONTRACTS, importer, { skipSelf: true }))?.id ?? null;
      if (!contracts) throw new Error(`${CONTRACTS} cannot be resolved from ${importer}`);
      return CONTRACTS_FOR_WEB;
    },
    load(id) {
      if (id === CONTRACTS_FOR_WEB) {
        // A module's own export wins over `export *`: MESSAGES is the namespace below.
        return [
          `export * from ${JSON.stringify(contracts)};`,
          `export * as MESSAGES from ${JSON.stringify(MESSAGE_TEXTS)};`,
        ].join('\n');
      }
      if (id === MESSAGE_TEXTS) {
        return Object.keys(MESSAGES)
          .map((key) => `export { ${key} } from ${JSON.stringify(ONE_MESSAGE + key)};`)
          .join('\n');
      }
      if (id.startsWith(ONE_MESSAGE)) {
        const key = id.slice(ONE_MESSAGE.length);
        const text: unknown = (MESSAGES as Record<string, unknown>)[key];
        if (typeof text !== 'string') throw new Error(`MESSAGES.${key} is not a text`);
        return `export const ${key} = ${JSON.stringify(text)};`;
      }
      return null;
    },
  };
}

/**
 * Lets the boot shell of index.html paint before the app's stylesheet arrives: the
 * stylesheet moves to the top of <head> (first in line on a phone's few connections) and stops
 * blocking the first paint (media="print" until it has loaded). main.tsx applies it (media="all")
 * once loaded and only then renders the app, so no page is ever drawn without its styles.
 */
function nonBlockingAppCss(): Plugin {
  const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;
  return {
    name: 'lumbung:non-blocking-app-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = [...html.matchAll(STYLESHEET)].map((match) => match[1]);
        if (sheets.length === 0) return html;
        const links = sheets
          .map(
            (href) =>
              // No onload attribute: the server's CSP allows no inline handlers; main.tsx applies it.
              `<link rel="stylesheet" crossorigin href="${href}" media="print" fetchpriority="high" data-app-css>`,
          )
          .join('\n    ');
        return html
          .replace(STYLESHEET, '')
          .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${links}`);
      },
    },
  };
}

const apiTarget = 'http://localhost:3000';
// The API serves both JSON under /api and uploaded pictures under /uploads.
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    treeShakenMessages(),
    linguiCatalogues(),
    rasterSvg(new URL('./node_modules/.cache/lumbung-raster-svg', import.meta.url).pathname),
    clientHooks(new URL('./src/lib/client-hooks.ts', import.meta.url).pathname),
    react(),
    nonBlockingAppCss(),
    precompress(),
  ],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: true,
    // .vite/manifest.json: the first load's files, read by scripts/bundle-budget.mjs.
    manifest: true,
    // Pictures stay files: inlined, they would weigh on the chunks that show them.
    assetsInlineLimit: (file: string) => (/\.(svg|png)$/.test(file) ? false : undefined),
    rolldownOptions: {
      // Our own modules (the web's and the contracts') do nothing when imported but declare things:
      // a module none of whose exports is used is left out, even behind a feature's index.ts, and
      // building a zod schema counts as pure, so the web keeps only the schemas it uses.
      treeshake: {
        moduleSideEffects: (id: string) => (OWN_MODULE.test(id) ? false : undefined),
        manualPureFunctions: ['z'],
      },
      output: {
        // Lazy chunks are named by their hash alone: the first load lists every one of them (the
        // preload map of each dynamic import), so a page's name in each file name is bytes every
        // visitor downloads. The sourcemaps and the manifest still say which chunk is which page.
        chunkFileNames: 'assets/c-[hash].js',
        // A long-lived vendor chunk the storefront always needs (React and the router), then the
        // rest of the first load in one chunk: left to itself the bundler cut every module a lazy
        // chunk shares with the first load (Mantine's Box and buttons, the fetcher, the i18n core)
        // into a chunk of its own, ten small files whose imports and exports between them, each
        // compressed alone, cost the first load about 4.5 KB gzipped. Libraries only the
        // back-office uses (charts, dropzone) stay in its lazy chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'shop', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
