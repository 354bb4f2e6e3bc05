/**
 * Turns an uploaded photo into what we store: the type checked by its bytes, the pixel count and the
 * proportions capped from the header before decoding, a few decodes at once, auto-rotated, cut to a
 * square of at most 800x800, WebP, no metadata.
 */
import sharp from 'sharp';
import { LIMITS } from '@/domain/limits';
import { ApiError, tooManyRequests } from '@server/lib/errors';
import { overLimit, type RateLimiter } from '@server/lib/rate-limiter';
import { counterKey, LIMIT_TABLE } from '@server/plugins/limit-table';
import { createSemaphore } from '@server/lib/semaphore';

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

/**
 * Photos decoded at once; the others wait. sharp works on libuv's pool of four threads, which file,
 * DNS and crypto calls share: two decodes keep the rest of the server answering on a 2-core machine.
 */
export const PHOTO_DECODES_AT_ONCE = 2;

const [UPLOADS] = LIMIT_TABLE.photoUploads.counters;
/** Photo uploads one user may make (create_cv with a photo, or a new photo), every attempt counted. */
export const PHOTO_UPLOADS = { perUser: UPLOADS.max, windowMs: UPLOADS.windowMs } as const;

const decodes = createSemaphore(PHOTO_DECODES_AT_ONCE);

/** The header's size, read before anything is decoded, checked against what a portrait needs. */
function checkDimensions(width: number, height: number): void {
  if (Math.max(width, height) > LIMITS.photoMaxAspect * Math.min(width, height))
    throw new ApiError(413, 'image_too_large', 'image_proportions');
  if (width * height > LIMITS.photoMaxPixels) throw new ApiError(413, 'image_too_large');
}

export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new ApiError(415, 'unsupported_image');
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // Only the header is read here; the size is judged below, with a precise answer.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(400, 'image_unreadable');
  }
  // The decoder must agree with the magic number: a polyglot that claims one type is refused.
  if (meta.format !== format || !meta.width || !meta.height)
    throw new ApiError(415, 'unsupported_image');
  checkDimensions(meta.width, meta.height);
  const side = Math.min(LIMITS.photoMaxSide, meta.width, meta.height);
  return decodes.run(async () => {
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
  });
}

export interface PhotoUploads {
  /** Counts the upload against the user's limit (429 beyond it), then checks and re-encodes it. */
  accept(userId: string, bytes: Buffer): Promise<ProcessedPhoto>;
}

export function createPhotoUploads(limiter: RateLimiter): PhotoUploads {
  return {
    async accept(userId, bytes) {
      // Not a route's limit: only a request that carries a photo counts (see rate-limit.ts).
      const counter = { ...UPLOADS, key: counterKey(UPLOADS, userId) };
      const blocked = await overLimit(limiter, [counter]);
      if (blocked) throw tooManyRequests(blocked.retryAfter);
      return processPhoto(bytes);
    },
  };
}
