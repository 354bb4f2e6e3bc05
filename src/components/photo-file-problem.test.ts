import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/domain/limits';
import {
  chosenPhotoProblem,
  croppedPhotoProblem,
  PHOTO_PROBLEM_KEYS,
  unreadablePhotoProblem,
} from './photo-file-problem';
import wizard from '../../locales/en/wizard.json';

describe('photo file problems', () => {
  it('calls a small PDF not an image, not too large', () => {
    expect(chosenPhotoProblem({ type: 'application/pdf', size: 10_000 })).toBe('notImage');
    expect(chosenPhotoProblem({ type: '', size: 10_000 })).toBe('notImage');
  });

  it('calls a file over 2 MB that is no image too large', () => {
    expect(chosenPhotoProblem({ type: 'application/pdf', size: LIMITS.photoBytes + 1 })).toBe(
      'tooLarge',
    );
  });

  it('accepts any image type on choosing; its size is checked once cropped', () => {
    expect(chosenPhotoProblem({ type: 'image/heic', size: LIMITS.photoBytes * 3 })).toBeNull();
    expect(croppedPhotoProblem({ size: LIMITS.photoBytes })).toBeNull();
    expect(croppedPhotoProblem({ size: LIMITS.photoBytes + 1 })).toBe('tooLarge');
  });

  it('calls an image that cannot be opened unreadable unless it is too large', () => {
    expect(unreadablePhotoProblem({ size: 5_000 })).toBe('unreadable');
    expect(unreadablePhotoProblem({ size: LIMITS.photoBytes + 1 })).toBe('tooLarge');
  });

  it('names texts the wizard has', () => {
    const texts = wizard.uploadImage as Record<string, string>;
    for (const key of Object.values(PHOTO_PROBLEM_KEYS))
      expect(texts[key.replace('uploadImage.', '')]).toBeTruthy();
    expect(texts.tooLarge).toBe('File size exceeds 2MB limit. Please choose a smaller file.');
  });
});
