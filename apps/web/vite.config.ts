import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const apiTarget = 'http://localhost:3000';
// The API serves both JSON under /api and uploaded pictures under /uploads.
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/uploads': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), precompress()],
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
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      // Our own modules (the web's and the contracts') do nothing when imported but declare things:
      // a module none of whose exports is used is left out, even behind a feature's index.ts, and
      // building a zod schema counts as pure, so the web keeps only the schemas it uses.
      treeshake: {
        moduleSideEffects: (id: string) => (OWN_MODULE.test(id) ? false : undefined),
        manualPureFunctions: ['z'],
      },
      output: {
        // Long-lived vendor chunks the storefront always needs; libraries only the back-office
        // uses (charts, dates, dropzone) stay in its lazy chunks.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
