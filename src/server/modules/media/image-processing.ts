// Every uploaded image is decoded and re-encoded by sharp: the bytes decide the format (never the
// name or the declared type), metadata is stripped, pixel floods are refused, and the result is a
// WebP no larger than the purpose needs.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '../../http/errors.ts';

/** About 40 megapixels: any real camera photo, but not a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const tooManyPixelsMessage = 'A imagem é grande demais. Envie uma foto de até 40 megapixels.';

const anyImage = ['jpeg', 'png', 'webp', 'heif', 'gif', 'avif', 'tiff'];

export interface ReencodeOptions {
  /** The message when the bytes are not an accepted image. */
  notImage: string;
  /** Formats accepted, as sharp names them (`jpeg`, `png`, `webp`...). Default: any common one. */
  formats?: readonly string[];
  /** Longest edge of the stored image, in pixels. */
  maxEdge?: number;
}

export async function reencodeImage(bytes: Buffer, options: ReencodeOptions) {
  let image: Sharp;
  let meta: Metadata;
  try {
    image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    meta = await image.metadata();
  } catch (err) {
    if (String(err).includes('pixel limit')) throw new AppError('VALIDATION', tooManyPixelsMessage);
    throw new AppError('VALIDATION', options.notImage);
  }
  if (!meta.width || !meta.height || !(options.formats ?? anyImage).includes(meta.format ?? '')) {
    throw new AppError('VALIDATION', options.notImage);
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new AppError('VALIDATION', tooManyPixelsMessage);
  const edge = options.maxEdge ?? 2400;
  try {
    const { data, info } = await image
      .rotate()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError('VALIDATION', options.notImage);
  }
}
