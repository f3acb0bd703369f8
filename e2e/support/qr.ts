import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';

/**
 * What a QR code on the page says, read the way a phone's camera reads it: the pixels the shopper
 * sees (a canvas, or an image drawn onto one) decoded by jsQR. Null when no code can be read.
 */
export async function decodeQr(code: Locator): Promise<string | null> {
  const pixels = await code.evaluate(async (element) => {
    const canvas =
      element instanceof HTMLCanvasElement
        ? element
        : await (async () => {
            const image = element as HTMLImageElement;
            if (!image.complete) await image.decode();
            const drawn = document.createElement('canvas');
            drawn.width = image.naturalWidth;
            drawn.height = image.naturalHeight;
            drawn.getContext('2d')!.drawImage(image, 0, 0);
            return drawn;
          })();
    const { data, width, height } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data ?? null;
}
