/**
 * Why a chosen photo cannot be used, in the same words wherever a photo is chosen (the wizard's
 * photo step, the CV editor): the keys name texts of the wizard's namespace.
 */
import { LIMITS } from '@/domain/limits';

export const PHOTO_PROBLEM_KEYS = {
  tooLarge: 'uploadImage.tooLarge',
  notImage: 'uploadImage.notImage',
  unreadable: 'uploadImage.unreadable',
} as const;
export type PhotoProblem = keyof typeof PHOTO_PROBLEM_KEYS;

type Sized = { size: number };

/** On choosing: a file that is not an image (called too large when it also is, as the spec says). */
export function chosenPhotoProblem(file: Sized & { type: string }): PhotoProblem | null {
  if (file.type.startsWith('image/')) return null;
  return file.size > LIMITS.photoBytes ? 'tooLarge' : 'notImage';
}

/** An image the browser could not open: too large if it is, else unreadable. */
export function unreadablePhotoProblem(file: Sized): PhotoProblem {
  return file.size > LIMITS.photoBytes ? 'tooLarge' : 'unreadable';
}

/** The cropped square that would be sent: at most 2 MB. */
export function croppedPhotoProblem(photo: Sized): PhotoProblem | null {
  return photo.size > LIMITS.photoBytes ? 'tooLarge' : null;
}
