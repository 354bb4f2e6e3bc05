/**
 * Every name the app keeps data under on the device, said once: localStorage keys and the IndexedDB
 * database with its record keys. Only src/lib/local-data reads and writes them.
 */

/** localStorage keys (plain strings, or JSON for `auth` and `greetingName`). */
export const STORAGE_KEYS = {
  /** The session's tokens as JSON, read synchronously at start so a reload stays signed in. */
  auth: 'auth',
  /** The spec stores the username and the premium flag as plain strings. */
  username: 'username',
  isPremium: 'is_premium',
  /** The landing page's username claim box hands its text to the set-username screen. */
  usernamePrefill: 'username_prefill',
  /**
   * The name the dashboard last welcomed its owner by, and the username it is for: the shell and
   * the app's first render say it before the CV list (which has the first name) arrives.
   */
  greetingName: 'greeting_name',
  /**
   * The owner screens kept as they last showed the owner's data (src/lib/local-data/kept-screens.ts):
   * the list of their addresses and whom they are for, as JSON; each screen under `keptScreen` and
   * its address.
   */
  keptScreens: 'kept_screens',
  keptScreen: 'kept_screen:',
  /** The template chosen on the preview page, for the wizard's template step (kept through sign-up). */
  templateChoice: 'template_choice',
  /** The language the user picked (i18next's detector reads and writes it). */
  language: 'language',
  /** A session has been mirrored for the service worker, so the sign-out is mirrored too. */
  authMirrored: 'auth-mirrored',
  /** Where an older version kept the tokens; removed with the credentials. */
  legacyAccessToken: 'accessToken',
  legacyRefreshToken: 'refreshToken',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export const USERNAME_PREFILL_KEY = STORAGE_KEYS.usernamePrefill;

/** The IndexedDB database: drafts and their photos, the owner's records and changes, the session mirror. */
export const LOCAL_DATABASE_NAME = 'cv-builder';

/**
 * The wizard draft's record; each account has its own, `${DRAFT_RECORD_KEY}:${userId}`. Its latest
 * text is mirrored in localStorage under the same key until the IndexedDB write lands.
 */
export const DRAFT_RECORD_KEY = 'cv-wizard-storage';

/**
 * A CV's edit in progress, not yet saved: `${CV_EDIT_RECORD_KEY}:${userId}:${cvId}`, kept as the
 * owner types (and mirrored like the wizard's draft), so a reload or a killed app loses nothing.
 */
export const CV_EDIT_RECORD_KEY = 'cv-edit';
