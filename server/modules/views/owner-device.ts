/**
 * The owner's device: a cookie set while its owner is signed in, so their own visits to their
 * public CV are not counted. It says only "user X's device until T", signed; a forged or expired
 * one is no one's. It is the only cookie the public page reads, and it tracks no visitor.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readCookie } from '@server/lib/cookies';

export const OWNER_COOKIE = 'cv_owner';
export const OWNER_COOKIE_DAYS = 30;

export function createOwnerDevice(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('owner-device-cookie').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  return {
    /** The cookie's value for `userId`, good for OWNER_COOKIE_DAYS. */
    valueFor(userId: string): string {
      const until = Math.floor(now() / 1000) + OWNER_COOKIE_DAYS * 86_400;
      const text = `${userId}.${until.toString(36)}`;
      return `${text}.${mac(text)}`;
    },
    /** The user whose device sent `cookieHeader`, or null (no cookie, forged or expired). */
    ownerOf(cookieHeader: string | undefined): string | null {
      const value = readCookie(cookieHeader, OWNER_COOKIE);
      if (!value) return null;
      const [userId, until, signature] = value.split('.');
      if (!userId || !until || !signature) return null;
      const expected = Buffer.from(mac(`${userId}.${until}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return parseInt(until, 36) * 1000 > now() ? userId : null;
    },
  };
}

export type OwnerDevice = ReturnType<typeof createOwnerDevice>;
