/**
 * Uploaded pictures (docs/architecture.md §2): checked by their content, never by their name or the type the
 * browser claims, and re-encoded, so what is stored is a clean picture of a format the shop
 * accepts: no appended script, no metadata (a phone's GPS position), no SVG.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { UPLOAD_MAX_BYTES } from '@lumbung/contracts';
import { AppError } from './errors';

export type ImageFormat = 'jpeg' | 'png' | 'gif';

export interface CleanImage {
  bytes: Buffer;
  format: ImageFormat;
  /** The file name ending: jpg, png or gif. */
  ext: string;
  contentType: string;
  width: number;
  height: number;
}

/** The format the first bytes announce (magic numbers), or null. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const head = Buffer.from(bytes.subarray(0, 6)).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

/** Pictures larger than this on a side are scaled down (a proof or an avatar needs no more). */
const MAX_SIDE = 2400;

/**
 * Checks an upload and re-encodes it. Refuses (400 IMAGE_NOT_ACCEPTED) anything whose bytes are
 * not one of `accepted` or that does not decode, and (413) anything over the size limit.
 */
export async function cleanImage(
  bytes: Buffer,
  accepted: readonly ImageFormat[],
  maxBytes: number = UPLOAD_MAX_BYTES,
): Promise<CleanImage> {
  const formats = accepted.map((f) => (f === 'jpeg' ? 'jpg, jpeg' : f)).join(', ');
  if (bytes.length > maxBytes) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', { max: `${Math.round(maxBytes / 1024 / 1024)} MB` });
  }
  const format = sniffImage(bytes);
  if (!format || !accepted.includes(format)) throw new AppError(400, 'IMAGE_NOT_ACCEPTED', { formats });
  let image: Sharp;
  let meta: Metadata;
  try {
    image = sharp(bytes, { animated: format === 'gif', limitInputPixels: 50_000_000 });
    meta = await image.metadata();
  } catch {
    throw new AppError(400, 'IMAGE_NOT_ACCEPTED', { formats });
  }
  if (meta.format !== format) throw new AppError(400, 'IMAGE_NOT_ACCEPTED', { formats });
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const resized = image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? resized.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? resized.png({ compressionLevel: 9 })
          : resized.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      format,
      ext: format === 'jpeg' ? 'jpg' : format,
      contentType: `image/${format}`,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch {
    throw new AppError(400, 'IMAGE_NOT_ACCEPTED', { formats });
  }
}
