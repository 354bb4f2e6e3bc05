import { LIMITS } from './limits';

/** Letters, digits, underscore, hyphen and ä ö å ü ß é in either case, 3 to 20 characters. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_\-äöåüßéÄÖÅÜÉẞ]{3,20}$/;

/**
 * The capitals the username rule allows beyond ASCII, in one string: the database folds them
 * itself, since lower() leaves them as they are in a C-locale database (server/db/text-key.ts).
 */
export const USERNAME_NON_ASCII_CAPITALS = 'ÄÖÅÜÉẞ';

/** Names that are routes, API words or would mislead visitors; compared without regard to case. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  '404',
  'about',
  'account',
  'admin',
  'api',
  'app',
  'applications',
  'assets',
  'ats-check',
  'auth',
  'confirm-email',
  'contact',
  'contact-us',
  'cv',
  'cv-template-preview',
  'cv-wizard',
  'create_cv',
  'edit_cv',
  'get_cv',
  'get_cv_list',
  'dashboard',
  'demo-admin',
  'favicon',
  'help',
  'icons',
  'login',
  'logout',
  'manifest',
  'media',
  'payments',
  'pricing',
  'privacy',
  'privacy-policy',
  'register',
  'reset-password',
  'robots',
  'root',
  'second-factor-reset',
  'settings',
  'signup',
  'sitemap',
  'static',
  'support',
  'sw',
  'system',
  'terms',
  'terms-of-service',
  'user-agreement',
  'users',
  'verify-email',
  'www',
]);

export function isValidUsernameFormat(value: string): boolean {
  return (
    value.length >= LIMITS.usernameMin &&
    value.length <= LIMITS.usernameMax &&
    USERNAME_PATTERN.test(value)
  );
}

export function isReservedUsername(value: string): boolean {
  return RESERVED_USERNAMES.has(value.toLowerCase());
}

/** Removes a typed site address ("cv.example.com/", "https://…/") in front of the name. */
export function stripHostPrefix(value: string, host: string): string {
  let rest = value.trim().replace(/^https?:\/\//i, '');
  const lowerHost = host.toLowerCase();
  if (rest.toLowerCase().startsWith(lowerHost)) rest = rest.slice(host.length);
  return rest.replace(/^\/+/, '').trim();
}
