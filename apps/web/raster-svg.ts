import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The side, in pixels, of an illustration drawn by `import art from './x.svg?png'`. */
const RASTER_SVG_SIZE = 192;

const QUERY = '?png';

/**
 * `import art from './x.svg?png'` gives the URL of the SVG drawn as a PNG of RASTER_SVG_SIZE
 * pixels. A browser loads every SVG picture as a document of its own on the page's main
 * thread, and the home page shows about twenty illustrations: on a 2-core host that was a tenth
 * of a second of main-thread work before any throttling. A PNG is decoded off the main thread.
 * The drawings (at most 96 CSS pixels on a page, so 2x) are kept in node_modules/.cache, named
 * by their content, and imported from there as any PNG: hashed and emitted by the build, served by
 * the dev server, a path in tests.
 */
export function rasterSvg(cacheDir: string): Plugin {
  return {
    name: 'lumbung:raster-svg',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.svg${QUERY}`)) return null;
      const svgSource = source.slice(0, -QUERY.length);
      // Unresolved, it is left to Vite, which says what cannot be found.
      const resolved = await this.resolve(svgSource, importer, { skipSelf: true });
      if (!resolved) return null;
      const svgPath = resolved.id.split('?')[0]!;
      const svg = readFileSync(svgPath);
      const hash = createHash('sha256')
        .update(svg)
        .update(String(RASTER_SVG_SIZE))
        .digest('hex')
        .slice(0, 12);
      const pngPath = join(cacheDir, hash, `${basename(svgPath, '.svg')}.png`);
      if (!existsSync(pngPath)) {
        mkdirSync(dirname(pngPath), { recursive: true });
        // Twemoji's drawings are 36 units wide: this density draws one at the size asked.
        const png = await sharp(svg, { density: (72 * RASTER_SVG_SIZE) / 36 })
          .resize(RASTER_SVG_SIZE, RASTER_SVG_SIZE, {
            fit: 'contain',
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          })
          .png({ palette: true, compressionLevel: 9 })
          .toBuffer();
        writeFileSync(pngPath, png);
      }
      return pngPath;
    },
  };
}
