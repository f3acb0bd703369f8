/**
 * The demo product pictures as PNG. The emoji package ships SVG, and a browser loads
 * every SVG picture as a small document of its own on the page's main thread: the 35 pictures of
 * the home page cost a phone 0.2-0.25 s of main-thread work on a 2-core host before any
 * throttling, which is most of Lighthouse's blocking time there. A PNG is decoded off the main
 * thread. Each emoji is drawn once, on its first request, at EMOJI_PICTURE_SIZE pixels (a card's
 * 112 px at 3x, a product page's picture at 2x), and kept in memory.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Demo product pictures come from the emoji package (see README attribution): `<code>.svg` as the
 * package ships it, `<code>.png` drawn from it, which the demo data uses.
 */
export const EMOJI_URL_PREFIX = '/media/emoji/';

/** The side of a drawn emoji, in pixels. */
export const EMOJI_PICTURE_SIZE = 384;

/** An emoji file name of the package: code points in hex joined by dashes. */
const EMOJI_NAME = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}$/;

/** At most this many drawn pictures are kept (each 2-10 KB); the least recently asked goes first. */
const KEPT = 512;

export interface EmojiPictures {
  /** The PNG of an emoji (its file name without `.png`), or null when the package has no such emoji. */
  png(name: string): Promise<Buffer | null>;
}

/** Draws the SVGs of `svgDir` as PNGs on request, each once while it stays among the kept ones. */
export function createEmojiPictures(svgDir: string): EmojiPictures {
  const kept = new Map<string, Promise<Buffer | null>>();
  const draw = async (name: string): Promise<Buffer | null> => {
    let svg: Buffer;
    try {
      svg = await readFile(join(svgDir, `${name}.svg`));
    } catch {
      return null;
    }
    // The package's drawings are 36 units wide: this density draws them at the size asked.
    return sharp(svg, { density: (72 * EMOJI_PICTURE_SIZE) / 36 })
      .resize(EMOJI_PICTURE_SIZE, EMOJI_PICTURE_SIZE, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
  };
  return {
    png(name) {
      if (!EMOJI_NAME.test(name)) return Promise.resolve(null);
      let picture = kept.get(name);
      if (picture) {
        kept.delete(name);
      } else {
        picture = draw(name);
        // A failed drawing is not kept: the next request tries again.
        picture.catch(() => kept.delete(name));
      }
      kept.set(name, picture);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return picture;
    },
  };
}
