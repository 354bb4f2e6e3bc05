/** localStorage keys more than one feature reads. */

/** The landing page's username claim box hands its text to the set-username screen through this key. */
export const USERNAME_PREFILL_KEY = 'username_prefill';
