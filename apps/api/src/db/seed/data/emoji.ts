/** Where the demo product pictures live: Twemoji SVGs shipped by the @twemoji/svg package. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The package's file name for a code point string: '1f34e' -> '1f34e.svg'. */
export function twemojiFileName(emoji: string): string {
  return `${emoji}.svg`;
}

/**
 * The file name under which the API serves the emoji drawn as PNG (platform/emoji-pictures.ts):
 * '1f34e' -> '1f34e.png'. The demo data's pictures use it: a phone decodes a PNG off its main
 * thread, while each SVG picture costs it a document of its own.
 */
export function twemojiPictureName(emoji: string): string {
  return `${emoji}.png`;
}

/** Absolute path of the SVG of a code point string, resolved from the installed @twemoji/svg. */
export function twemojiSvgPath(emoji: string): string {
  const packageJson = createRequire(import.meta.url).resolve('@twemoji/svg/package.json');
  return join(dirname(packageJson), twemojiFileName(emoji));
}
