/**
 * The installed app as a share target (Web Share Target): a CV file shared to it from another app
 * goes to the wizard's CV file import, a text or a link (a job ad) to a new application. The manifest, the service worker and the server read it.
 */

/** Where the platform posts what is shared. */
export const SHARE_ACTION = '/share';

/** The form field that holds a shared file, and the files it takes. */
export const SHARED_FILE_FIELD = 'file';
export const SHARED_FILE_TYPES = [
  'application/pdf',
  '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.docx',
];

/** Where the worker keeps a shared file until the wizard reads it (and removes it). */
export const SHARED_FILE_CACHE = 'shared-files';
export const SHARED_FILE_KEY = '/shared-file';
/** The headers that carry the shared file's name and size beside its bytes (none when too large). */
export const SHARED_FILE_NAME_HEADER = 'x-file-name';
export const SHARED_FILE_SIZE_HEADER = 'x-file-size';

/** Where a shared file lands: the wizard's first step, told to read it. */
export const SHARED_FILE_LANDING = '/cv-wizard?shared=file';
/** Where shared text or a link (a job ad) lands: a new application, told to read it. */
export const SHARED_AD_LANDING = '/applications?shared=ad';
/** Where the worker keeps a shared ad's text until the applications screen reads it (and removes it). */
export const SHARED_AD_KEY = '/shared-ad';
/** The form fields a shared text or link comes in. */
export const SHARED_TEXT_FIELDS = ['title', 'text', 'url'] as const;
