/**
 * On an owner screen's drawn shell, an element whose words name the owner once the device says who
 * they are (src/owner-shell.ts): the attribute holds the words with OWNER_NAME_SLOT where the name
 * goes.
 */
export const OWNER_NAME_ATTRIBUTE = 'data-owner-name';
export const OWNER_NAME_SLOT = '{owner}';

/** Likewise for the owner's username (the address their CVs are published at), same slot. */
export const OWNER_USERNAME_ATTRIBUTE = 'data-owner-username';
