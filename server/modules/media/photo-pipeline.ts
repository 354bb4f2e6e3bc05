/**
 * Turns an uploaded photo into what we store: the type checked by its bytes, the pixel count capped
 * before decoding, auto-rotated, cut to a centred square of at most 800x800, WebP, no metadata.
 */
import sharp from 'sharp';
import { LIMITS } from '../../../src/domain/limits';
import { ApiError } from '../../lib/errors';

export interface ProcessedPhoto {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

type Format = 'jpeg' | 'png' | 'webp';

/** Magic numbers of the accepted formats; anything else (SVG, HTML, GIF…) is refused. */
export function sniffImageFormat(bytes: Buffer): Format | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new ApiError(415, 'unsupported_image');
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: LIMITS.photoMaxPixels }).metadata();
  } catch {
    throw new ApiError(400, 'image_unreadable');
  }
  // The decoder must agree with the magic number: a polyglot that claims one type is refused.
  if (meta.format !== format || !meta.width || !meta.height)
    throw new ApiError(415, 'unsupported_image');
  if (meta.width * meta.height > LIMITS.photoMaxPixels) throw new ApiError(413, 'image_too_large');
  const side = Math.min(LIMITS.photoMaxSide, meta.width, meta.height);
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: LIMITS.photoMaxPixels,
      failOn: 'error',
    })
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new ApiError(400, 'image_unreadable');
  }
}
