/**
 * The photo cropper, loaded when a photo is chosen: react-easy-crop, its wheel handling and MUI's
 * Slider are about 10 KB gzip that the editor and the wizard need only then. The service worker
 * precaches the chunk, so it opens offline as before.
 */
import { lazy, Suspense } from 'react';
import type { PhotoCropperProps } from './photo-cropper';

const Cropper = lazy(async () => ({ default: (await import('./photo-cropper')).PhotoCropper }));

export function PhotoCropper(props: PhotoCropperProps) {
  return (
    <Suspense fallback={null}>
      <Cropper {...props} />
    </Suspense>
  );
}
