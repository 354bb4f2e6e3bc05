/** Random tokens for links and sessions, and the one-way hash under which they are stored. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 bits, URL-safe: 43 characters. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
