/** Turns the area chosen in the photo cropper into a small square image file. */

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

const WEBP_QUALITY = 0.85;
const JPEG_QUALITY = 0.88;

/** The side of the output square: the cropped side, but never more than `maxSide` (no upscaling). */
export function outputSide(areaWidth: number, maxSide: number): number {
  if (!Number.isFinite(areaWidth) || areaWidth <= 0)
    throw new RangeError(`area width ${areaWidth}`);
  if (!Number.isFinite(maxSide) || maxSide < 1) throw new RangeError(`max side ${maxSide}`);
  return Math.max(1, Math.min(Math.floor(maxSide), Math.round(areaWidth)));
}

/** Decodes an image; rejects when the source is not an image the browser can read. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) resolve(image);
      else reject(new Error('The image has no size.'));
    };
    image.onerror = () => reject(new Error('The image cannot be decoded.'));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Draws `area` (in the image's own pixels) of the image at `imageSrc` onto a square canvas of at
 * most `maxSide` pixels and encodes it as WebP, or as JPEG where the browser cannot write WebP.
 */
export async function cropToSquare(
  imageSrc: string,
  area: CropArea,
  maxSide: number,
): Promise<Blob> {
  const image = await loadImage(imageSrc);
  const side = outputSide(area.width, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);

  const webp = await toBlob(canvas, 'image/webp', WEBP_QUALITY);
  if (webp && webp.type === 'image/webp') return webp;

  // JPEG has no transparency: put white behind the photo instead of black.
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  const jpeg = await toBlob(canvas, 'image/jpeg', JPEG_QUALITY);
  if (!jpeg) throw new Error('The browser could not encode the photo.');
  return jpeg;
}
