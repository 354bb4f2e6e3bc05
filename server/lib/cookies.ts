/** The few cookies the server sets (each HttpOnly, SameSite=Lax) and reads back. */

/** One cookie's value in a request's Cookie header, or null when it is not there. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** A Set-Cookie value; `secure` when the app is served over https. Max-Age 0 removes it. */
export function cookieToSet(
  name: string,
  value: string,
  { path, maxAgeSeconds, secure }: { path: string; maxAgeSeconds: number; secure: boolean },
): string {
  return `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
