/**
 * Signed photo addresses for the owner of a private CV: an <img> sends no bearer token, so the
 * owner's answers carry `/media/photos/{id}.webp?t={expiry}.{mac}`, which only this server can make.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link is made for the current 12-hour window and lasts 24 to 36 hours, so its URL stays put for
 * hours (browser and service-worker caches keep working) and still runs out. */
const WINDOW_S = 12 * 3600;
const WINDOWS = 3;

export interface PhotoLinks {
  /** The owner's address of a photo. */
  signed(photoId: string): string;
  /** Seconds the token is still good for, or 0 when it is not ours, altered or expired. */
  secondsLeft(photoId: string, token: string): number;
}

export const publicPhotoPath = (photoId: string) => `/media/photos/${photoId}.webp`;

export function createPhotoLinks(
  secret: string | Buffer,
  now: () => number = Date.now,
): PhotoLinks {
  // A key of its own, so a photo token can never pass for anything else signed with the secret.
  const key = createHmac('sha256', secret).update('cv-builder photo links v1').digest();
  const mac = (photoId: string, expiry: number) =>
    createHmac('sha256', key).update(`${photoId}.${expiry}`).digest().subarray(0, 16);
  const seconds = () => Math.floor(now() / 1000);

  return {
    signed(photoId) {
      const expiry = (Math.floor(seconds() / WINDOW_S) + WINDOWS) * WINDOW_S;
      const token = `${expiry.toString(36)}.${mac(photoId, expiry).toString('base64url')}`;
      return `${publicPhotoPath(photoId)}?t=${token}`;
    },
    secondsLeft(photoId, token) {
      const match = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return 0;
      const expiry = parseInt(match[1]!, 36);
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = mac(photoId, expiry);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 0;
      return Math.max(0, expiry - seconds());
    },
  };
}
